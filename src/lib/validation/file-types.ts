/**
 * Accepted file types of a `file` rule, as CF7's `FileRule` (`includes/swv/php/rules/file.php`)
 * decides them: an `accept` entry is an extension written `.pdf`, or else a MIME type (`image/*`
 * with a wildcard subtype) that `wpcf7_convert_mime_to_ext()` turns into WordPress's extensions
 * for it. A file passes when the end of its name, from the last dot, is one of those. The
 * reported MIME type is never looked at.
 */

import { phpArray, phpString } from './php'

/** WordPress 6.8's `wp_get_mime_types()`: extensions (`|`-separated) and their MIME type. */
const WP_MIME_TYPES: readonly (readonly [extensions: string, mime: string])[] = [
  ['jpg|jpeg|jpe', 'image/jpeg'],
  ['gif', 'image/gif'],
  ['png', 'image/png'],
  ['bmp', 'image/bmp'],
  ['tiff|tif', 'image/tiff'],
  ['webp', 'image/webp'],
  ['avif', 'image/avif'],
  ['ico', 'image/x-icon'],
  ['heic', 'image/heic'],
  ['heif', 'image/heif'],
  ['heics', 'image/heic-sequence'],
  ['heifs', 'image/heif-sequence'],
  ['asf|asx', 'video/x-ms-asf'],
  ['wmv', 'video/x-ms-wmv'],
  ['wmx', 'video/x-ms-wmx'],
  ['wm', 'video/x-ms-wm'],
  ['avi', 'video/avi'],
  ['divx', 'video/divx'],
  ['flv', 'video/x-flv'],
  ['mov|qt', 'video/quicktime'],
  ['mpeg|mpg|mpe', 'video/mpeg'],
  ['mp4|m4v', 'video/mp4'],
  ['ogv', 'video/ogg'],
  ['webm', 'video/webm'],
  ['mkv', 'video/x-matroska'],
  ['3gp|3gpp', 'video/3gpp'],
  ['3g2|3gp2', 'video/3gpp2'],
  ['txt|asc|c|cc|h|srt', 'text/plain'],
  ['csv', 'text/csv'],
  ['tsv', 'text/tab-separated-values'],
  ['ics', 'text/calendar'],
  ['rtx', 'text/richtext'],
  ['css', 'text/css'],
  ['htm|html', 'text/html'],
  ['vtt', 'text/vtt'],
  ['dfxp', 'application/ttaf+xml'],
  ['mp3|m4a|m4b', 'audio/mpeg'],
  ['aac', 'audio/aac'],
  ['ra|ram', 'audio/x-realaudio'],
  ['wav|x-wav', 'audio/wav'],
  ['ogg|oga', 'audio/ogg'],
  ['flac', 'audio/flac'],
  ['mid|midi', 'audio/midi'],
  ['wma', 'audio/x-ms-wma'],
  ['wax', 'audio/x-ms-wax'],
  ['mka', 'audio/x-matroska'],
  ['rtf', 'application/rtf'],
  ['js', 'application/javascript'],
  ['pdf', 'application/pdf'],
  ['swf', 'application/x-shockwave-flash'],
  ['class', 'application/java'],
  ['tar', 'application/x-tar'],
  ['zip', 'application/zip'],
  ['gz|gzip', 'application/x-gzip'],
  ['rar', 'application/rar'],
  ['7z', 'application/x-7z-compressed'],
  ['exe', 'application/x-msdownload'],
  ['psd', 'application/octet-stream'],
  ['xcf', 'application/octet-stream'],
  ['doc', 'application/msword'],
  ['pot|pps|ppt', 'application/vnd.ms-powerpoint'],
  ['wri', 'application/vnd.ms-write'],
  ['xla|xls|xlt|xlw', 'application/vnd.ms-excel'],
  ['mdb', 'application/vnd.ms-access'],
  ['mpp', 'application/vnd.ms-project'],
  ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['docm', 'application/vnd.ms-word.document.macroEnabled.12'],
  ['dotx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.template'],
  ['dotm', 'application/vnd.ms-word.template.macroEnabled.12'],
  ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['xlsm', 'application/vnd.ms-excel.sheet.macroEnabled.12'],
  ['xlsb', 'application/vnd.ms-excel.sheet.binary.macroEnabled.12'],
  ['xltx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.template'],
  ['xltm', 'application/vnd.ms-excel.template.macroEnabled.12'],
  ['xlam', 'application/vnd.ms-excel.addin.macroEnabled.12'],
  ['pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  ['pptm', 'application/vnd.ms-powerpoint.presentation.macroEnabled.12'],
  ['ppsx', 'application/vnd.openxmlformats-officedocument.presentationml.slideshow'],
  ['ppsm', 'application/vnd.ms-powerpoint.slideshow.macroEnabled.12'],
  ['potx', 'application/vnd.openxmlformats-officedocument.presentationml.template'],
  ['potm', 'application/vnd.ms-powerpoint.template.macroEnabled.12'],
  ['ppam', 'application/vnd.ms-powerpoint.addin.macroEnabled.12'],
  ['sldx', 'application/vnd.openxmlformats-officedocument.presentationml.slide'],
  ['sldm', 'application/vnd.ms-powerpoint.slide.macroEnabled.12'],
  ['onetoc|onetoc2|onetmp|onepkg', 'application/onenote'],
  ['oxps', 'application/oxps'],
  ['xps', 'application/vnd.ms-xpsdocument'],
  ['odt', 'application/vnd.oasis.opendocument.text'],
  ['odp', 'application/vnd.oasis.opendocument.presentation'],
  ['ods', 'application/vnd.oasis.opendocument.spreadsheet'],
  ['odg', 'application/vnd.oasis.opendocument.graphics'],
  ['odc', 'application/vnd.oasis.opendocument.chart'],
  ['odb', 'application/vnd.oasis.opendocument.database'],
  ['odf', 'application/vnd.oasis.opendocument.formula'],
  ['wp|wpd', 'application/wordperfect'],
  ['key', 'application/vnd.apple.keynote'],
  ['numbers', 'application/vnd.apple.numbers'],
  ['pages', 'application/vnd.apple.pages'],
]

// PHP's `$` also matches before a final line feed, which the match then leaves out.
const EXTENSION_ENTRY = /^\.[a-z0-9]+\n?$/i
const MIME_ENTRY = /^([a-z]+)\/([*]|[a-z0-9.+-]+)(?=\n?$)/i

/** PHP 8's `strtolower()`: ASCII letters only, whatever the locale. */
function asciiLower(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase())
}

/**
 * `wpcf7_convert_mime_to_ext()`: the extensions WordPress knows for a MIME type; `type/*` collects
 * all of that top level. Compared case-sensitively, as CF7 does: `IMAGE/PNG` finds nothing.
 */
export function extensionsOfMime(mime: string): string[] {
  const match = MIME_ENTRY.exec(mime)
  if (!match) return []
  const [entry, topLevel, subtype] = match
  const extensions = new Set<string>()
  for (const [list, known] of WP_MIME_TYPES) {
    if ((subtype === '*' && known.startsWith(`${topLevel}/`)) || known === entry) {
      for (const extension of list.split('|')) extensions.add(extension)
    }
  }
  return [...extensions]
}

/** The name endings (`.pdf`) a rule's `accept` allows. */
export function acceptedSuffixes(accept: unknown): Set<string> {
  const suffixes = new Set<string>()
  for (const raw of phpArray(accept)) {
    const entry = phpString(raw)
    if (EXTENSION_ENTRY.test(entry)) {
      suffixes.add(asciiLower(entry))
      continue
    }
    for (const extension of extensionsOfMime(entry)) {
      suffixes.add(`.${asciiLower(extension.replace(/^[ .]+|[ .]+$/g, ''))}`)
    }
  }
  return suffixes
}

/** A file name from its last dot, lower-cased (`.PDF` is `.pdf`); undefined without a dot. */
export function nameSuffix(name: string): string | undefined {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? undefined : asciiLower(name.slice(dot))
}

/** Whether the file's name ends, from its last dot, in a suffix the `accept` list allows. */
export function isAcceptedFile(file: Pick<File, 'name'>, accept: unknown): boolean {
  return acceptedSuffixes(accept).has(nameSuffix(file.name) ?? '')
}
