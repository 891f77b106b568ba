/** What the Next app mounts of site search: its page's view and metadata. */
export { searchMetadata, SearchView } from './views/SearchView'
