/** Bounded request bodies: the one streaming reader and the caps, in one place. */
export {
  bodyFailure,
  bodyKindOf,
  decodeUtf8,
  hasMultipartBoundary,
  mediaTypeOf,
  parseJson,
  readBody,
  readCappedBytes,
  type BodyFailure,
  type BodyFailureReason,
  type BodyKind,
  type ParsedBody,
  type ReadBodyOptions,
} from './body'
export * from './limits'
