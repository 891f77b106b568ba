'use client'

/**
 * A map that cannot be drawn (its chunk failed to load, the library is not what it should be)
 * leaves the page alone: what the server rendered stays (spec section 8). Shared by the map block
 * and the listing map; `onError` lets the caller mark its frame.
 */
import { Component, type ReactNode } from 'react'

export class MapErrorBoundary extends Component<{ onError: () => void; children: ReactNode }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch() {
    this.props.onError()
  }
  render() {
    return this.state.failed ? null : this.props.children
  }
}
