/** A ring's geometry for SVG progress circles and pie charts. Pure. */
export function ring(size: number, lineWidth: number, percent: number) {
  const radius = (size - lineWidth) / 2
  const length = 2 * Math.PI * radius
  const clamped = Math.min(100, Math.max(0, percent))
  return { radius, length, offset: length * (1 - clamped / 100), center: size / 2 }
}
