/**
 * Accepted file types of a `file` rule. An `accept` entry is an extension (`.pdf`, or `pdf` as the
 * CF7 tag option is written) or a MIME type (`application/pdf`, or `image/*` with a wildcard
 * subtype only). A file passes when its extension is accepted, directly or through the extensions
 * WordPress maps to an accepted MIME type. The reported MIME type is not trusted.
 */

/** WordPress's `wp_get_mime_types()`, MIME type to extensions, as CF7's JS carries it. */
const EXTENSIONS_BY_MIME: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg jpeg jpe',
  'image/gif': 'gif',
  'image/png': 'png',
  'image/bmp': 'bmp',
  'image/tiff': 'tiff tif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/x-icon': 'ico',
  'image/heic': 'heic',
  'image/heif': 'heic heif',
  'image/heic-sequence': 'heic heics',
  'image/heif-sequence': 'heic heifs',
  'video/x-ms-asf': 'asf asx',
  'video/x-ms-wmv': 'wmv',
  'video/x-ms-wmx': 'wmx',
  'video/x-ms-wm': 'wm',
  'video/avi': 'avi',
  'video/divx': 'divx',
  'video/x-flv': 'flv',
  'video/quicktime': 'mov qt',
  'video/mpeg': 'mpeg mpg mpe',
  'video/mp4': 'mp4 m4v',
  'video/ogg': 'ogv',
  'video/webm': 'webm',
  'video/x-matroska': 'mkv',
  'video/3gpp': '3gp 3gpp',
  'video/3gpp2': '3g2 3gp2',
  'text/plain': 'txt asc c cc h srt',
  'text/csv': 'csv',
  'text/tab-separated-values': 'tsv',
  'text/calendar': 'ics',
  'text/richtext': 'rtx',
  'text/css': 'css',
  'text/html': 'htm html',
  'text/vtt': 'vtt',
  'application/ttaf+xml': 'dfxp',
  'audio/mpeg': 'mp3 m4a m4b',
  'audio/aac': 'aac',
  'audio/x-realaudio': 'ra ram',
  'audio/wav': 'wav',
  'audio/ogg': 'ogg oga',
  'audio/flac': 'flac',
  'audio/midi': 'mid midi',
  'audio/x-ms-wma': 'wma',
  'audio/x-ms-wax': 'wax',
  'audio/x-matroska': 'mka',
  'audio/3gpp': '3gp 3gpp',
  'audio/3gpp2': '3g2 3gp2',
  'application/rtf': 'rtf',
  'application/javascript': 'js',
  'application/pdf': 'pdf',
  'application/x-shockwave-flash': 'swf',
  'application/java': 'class',
  'application/x-tar': 'tar',
  'application/zip': 'zip',
  'application/x-gzip': 'gz gzip',
  'application/rar': 'rar',
  'application/x-7z-compressed': '7z',
  'application/x-msdownload': 'exe',
  'application/octet-stream': 'psd xcf',
  'application/msword': 'doc',
  'application/vnd.ms-powerpoint': 'pot pps ppt',
  'application/vnd.ms-write': 'wri',
  'application/vnd.ms-excel': 'xla xls xlt xlw',
  'application/vnd.ms-access': 'mdb',
  'application/vnd.ms-project': 'mpp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-word.document.macroenabled.12': 'docm',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.template': 'dotx',
  'application/vnd.ms-word.template.macroenabled.12': 'dotm',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-excel.sheet.macroenabled.12': 'xlsm',
  'application/vnd.ms-excel.sheet.binary.macroenabled.12': 'xlsb',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.template': 'xltx',
  'application/vnd.ms-excel.template.macroenabled.12': 'xltm',
  'application/vnd.ms-excel.addin.macroenabled.12': 'xlam',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.ms-powerpoint.presentation.macroenabled.12': 'pptm',
  'application/vnd.openxmlformats-officedocument.presentationml.slideshow': 'ppsx',
  'application/vnd.ms-powerpoint.slideshow.macroenabled.12': 'ppsm',
  'application/vnd.openxmlformats-officedocument.presentationml.template': 'potx',
  'application/vnd.ms-powerpoint.template.macroenabled.12': 'potm',
  'application/vnd.ms-powerpoint.addin.macroenabled.12': 'ppam',
  'application/vnd.openxmlformats-officedocument.presentationml.slide': 'sldx',
  'application/vnd.ms-powerpoint.slide.macroenabled.12': 'sldm',
  'application/onenote': 'onetoc onetoc2 onetmp onepkg',
  'application/oxps': 'oxps',
  'application/vnd.ms-xpsdocument': 'xps',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.presentation': 'odp',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.graphics': 'odg',
  'application/vnd.oasis.opendocument.chart': 'odc',
  'application/vnd.oasis.opendocument.database': 'odb',
  'application/vnd.oasis.opendocument.formula': 'odf',
  'application/wordperfect': 'wp wpd',
  'application/vnd.apple.keynote': 'key',
  'application/vnd.apple.numbers': 'numbers',
  'application/vnd.apple.pages': 'pages',
}

const EXTENSION_ENTRY = /^\.?([a-z0-9]+)$/
const MIME_ENTRY = /^([a-z]+)\/(\*|[a-z0-9.+-]+)$/

/** The extensions WordPress knows for a MIME type; `type/*` collects all of that top level. */
export function extensionsOfMime(mime: string): string[] {
  const match = MIME_ENTRY.exec(mime.trim().toLowerCase())
  if (!match) return []
  const [entry, topLevel, subtype] = match
  const extensions: string[] = []
  for (const [known, list] of Object.entries(EXTENSIONS_BY_MIME)) {
    if (known === entry || (subtype === '*' && known.startsWith(`${topLevel}/`))) {
      extensions.push(...list.split(' '))
    }
  }
  return extensions
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

export function isAcceptedFile(
  file: Pick<File, 'name' | 'type'>,
  accept: readonly (string | number)[],
): boolean {
  const extension = extensionOf(file.name)
  return accept.some((raw) => {
    const entry = String(raw).trim().toLowerCase()
    const asExtension = EXTENSION_ENTRY.exec(entry)
    if (asExtension) return extension !== '' && asExtension[1] === extension
    const asMime = MIME_ENTRY.exec(entry)
    if (!asMime) return false
    // By extension only: the browser-reported type is the sender's word, and this same check
    // guards the server (an `evil.html` sent as application/pdf must not pass).
    return extension !== '' && extensionsOfMime(entry).includes(extension)
  })
}
