import type { CollectionSlug, Payload } from 'payload'

/** The id of the first document of a collection (the seeded one a fixture points at), if any. */
export async function firstId(
  payload: Payload,
  collection: CollectionSlug,
): Promise<number | null> {
  const found = await payload.find({
    collection,
    limit: 1,
    depth: 0,
    sort: 'id',
    pagination: false,
  })
  const id = found.docs[0]?.id
  return typeof id === 'number' ? id : null
}
