/**
 * The contract of every simple SWV rule: edge cases and the verdict Contact Form 7 6.1.6 gives on
 * the server, which is the one that counts (its browser script is looser in places). Each table
 * names the CF7 code it follows; paths are in the contact-form-7 repository at tag v6.1.6, and
 * WordPress functions are those of 6.8. Kept apart from the test so the same rows can be replayed
 * against CF7's own PHP.
 */

import type { RuleName, SchemaRule } from '@/lib/validation'

/** A value posted under the field `f`, or an explicit `[name, value]` entry (e.g. `f[]`). */
export type Value = string | File | [name: string, value: string | File]
export type RuleProps = Omit<SchemaRule, 'rule' | 'field' | 'error'>
export type Case = [label: string, props: RuleProps, values: Value[], valid: boolean]
export type SimpleRuleName = Exclude<RuleName, 'all' | 'any'>

export function file(name: string, bytes: number, type = ''): File {
  return new File(['x'.repeat(bytes)], name, { type })
}

const pdf = new File(['%PDF-1.7'], 'a.pdf', { type: 'application/pdf' })
/** What an empty file input posts: a part with an empty file name. */
const noFile = new File([], '')
const many = (...values: (string | File)[]): Value[] => values.map((v) => ['f[]', v])
/** Schema properties of a type the TS schema does not allow but a JSON one may hold. */
const loose = (props: Record<string, unknown>) => props as RuleProps

export const cases: Record<SimpleRuleName, Case[]> = {
  // rules/required.php: values flattened, wpcf7_strip_whitespaces() (formatting.php),
  // wpcf7_exclude_blank(); PHP's $_POST decides which entries are the field's.
  required: [
    ['a value', {}, ['x'], true],
    ['Georgian text', {}, ['საქართველო'], true],
    ['no entry at all', {}, [], false],
    ['an empty string', {}, [''], false],
    ['whitespace only (values are stripped)', {}, [' \t\n '], false],
    ['NEL only (CF7 strips U+0085, String.trim does not)', {}, ['\u0085'], false],
    ['no-break and ideographic spaces only', {}, ['\u00a0\u3000\ufeff'], false],
    ['one non-blank value among name[] values', {}, many('', 'b'), true],
    ['all name[] values blank', {}, many('', ' '), false],
    ['only a file (text rules ignore files)', {}, [pdf], false],
    [
      'the last of two plain entries counts (PHP keeps the last)',
      {},
      [
        ['f', 'x'],
        ['f', ''],
      ],
      false,
    ],
    ['f[0] is field f (PHP builds a list)', {}, [['f[0]', 'x']], true],
    ['f[a][b] is field f', {}, [['f[a][b]', 'x']], true],
    [
      'a plain f after f[] entries replaces them',
      {},
      [
        ['f[]', 'x'],
        ['f', ''],
      ],
      false,
    ],
    [
      'f[] after a plain f replaces it',
      {},
      [
        ['f', ''],
        ['f[]', 'x'],
      ],
      true,
    ],
    ['an unclosed bracket makes another field (f[x is f_x)', {}, [['f[x', 'y']], false],
    ['a similar name is another field', {}, [['ff', 'x']], false],
  ],
  // rules/requiredfile.php: $_FILES[$field]['tmp_name'] not blank. PHP stores any part with a
  // file name (even empty) and none without (UPLOAD_ERR_NO_FILE), whatever bytes it carries.
  requiredfile: [
    ['a file', {}, [pdf], true],
    ['a file posted as name[]', {}, many(pdf), true],
    ['an empty file input', {}, [noFile], false],
    ['a named but empty file', {}, [new File([], 'empty.txt')], true],
    ['a nameless part with bytes is no file', {}, [new File(['abc'], '')], false],
    [
      'the last of two plain file entries counts',
      {},
      [
        ['f', pdf],
        ['f', noFile],
      ],
      false,
    ],
    ['a file under f[0]', {}, [['f[0]', pdf]], true],
    ['nothing posted', {}, [], false],
    ['a text value only (file rules ignore strings)', {}, ['a.pdf'], false],
  ],
  // rules/email.php: wpcf7_is_email() (validation-functions.php), i.e. WordPress's is_email().
  email: [
    ['a plain address', {}, ['user@example.com'], true],
    ['dots, plus and subdomains', {}, ['first.last+tag@mail.example.ge'], true],
    ['every special local character', {}, ["o'n!#$%&*/=?^_`{|}~-@example.com"], true],
    ['dots anywhere in the local part', {}, ['.user.@example.com'], true],
    ['upper case', {}, ['USER@EXAMPLE.COM'], true],
    ['six characters (the minimum)', {}, ['a@b.co'], true],
    ['five characters', {}, ['a@b.c'], false],
    ['surrounding whitespace (stripped)', {}, ['  user@example.com  '], true],
    ['surrounding NEL (stripped)', {}, ['\u0085user@example.com\u0085'], true],
    ['empty (skipped)', {}, [''], true],
    ['nothing posted (skipped)', {}, [], true],
    ['no @', {}, ['user.example.com'], false],
    ['@ first', {}, ['@example.com'], false],
    ['two @', {}, ['a@b@example.com'], false],
    ['a space in the local part', {}, ['user name@example.com'], false],
    [
      'a line feed before the @ (WordPress takes it; refused on purpose)',
      {},
      ['a\n@example.com'],
      false,
    ],
    ['a Georgian local part', {}, ['გიორგი@example.com'], false],
    ['a single-label domain', {}, ['user@localhost'], false],
    ['consecutive dots in the domain', {}, ['user@example..com'], false],
    ['a domain starting with a dot', {}, ['user@.example.com'], false],
    ['a domain ending with a dot', {}, ['user@example.com.'], false],
    ['a label starting with a hyphen', {}, ['user@-example.com'], false],
    ['a label ending with a hyphen', {}, ['user@example-.com'], false],
    ['an underscore in the domain', {}, ['user@exa_mple.com'], false],
    ['a Georgian domain', {}, ['user@საქართველო.ge'], false],
    ['one bad value among name[] values', {}, many('a@example.com', 'bad'), false],
  ],
  // rules/url.php: wpcf7_is_url() takes the scheme of wp_parse_url() (PHP's parse_url()) and
  // looks it up in wp_allowed_protocols(), case-sensitively. Nothing else is checked.
  url: [
    ['https', {}, ['https://sakhli.ge'], true],
    ['http with path and query', {}, ['http://example.com/a/b?q=1#top'], true],
    ['ftp', {}, ['ftp://files.example.com/x.zip'], true],
    ['mailto', {}, ['mailto:info@sakhli.ge'], true],
    ['tel with a +', {}, ['tel:+995322000000'], true],
    ['urn', {}, ['urn:isbn:0451450523'], true],
    ['an IPv6 host and port', {}, ['http://[::1]:8080/'], true],
    ['a space in the host (only the scheme is checked)', {}, ['http://exa mple.com'], true],
    ['a scheme and nothing else', {}, ['http:'], true],
    ['a single slash', {}, ['http:/x'], true],
    ['empty (skipped)', {}, [''], true],
    ['an upper-case scheme (compared case-sensitively)', {}, ['HTTPS://EXAMPLE.COM'], false],
    ['javascript:', {}, ['javascript:alert(1)'], false],
    ['data:', {}, ['data:text/plain,hi'], false],
    ['file:', {}, ['file:///etc/passwd'], false],
    ['no scheme', {}, ['example.com'], false],
    ['scheme-relative', {}, ['//example.com'], false],
    ['no host after // (parse_url fails)', {}, ['http://'], false],
    ['user info and no host', {}, ['http://user@/x'], false],
    ['a port past 65535', {}, ['http://example.com:65536'], false],
    ['a port that is not a number', {}, ['http://example.com:abc'], false],
    [
      'up to five digits after the colon read as a port (http:80 is host http)',
      {},
      ['http:80'],
      false,
    ],
    ['tel:12345 is read as host and port too', {}, ['tel:12345'], false],
    ['tel: with six digits is a path', {}, ['tel:123456'], true],
  ],
  // rules/tel.php: wpcf7_is_tel() (validation-functions.php). The + of an international number
  // counts toward the 6-15 characters; \s is ASCII whitespace in PHP's PCRE.
  tel: [
    ['Georgian international', {}, ['+995 32 200 00 00'], true],
    ['brackets and hyphens', {}, ['(032) 200-00-00'], true],
    ['dots', {}, ['555.123.456'], true],
    ['slashes', {}, ['032/200/0000'], true],
    ['a tab', {}, ['599\t123456'], true],
    ['00 prefix', {}, ['0049 30 1234567'], true],
    ['extension after #', {}, ['+1 (555) 123-4567 #12'], true],
    ['extension after *', {}, ['555123456*9'], true],
    ['six digits (minimum)', {}, ['123456'], true],
    ['five digits', {}, ['12345'], false],
    ['fifteen digits (maximum)', {}, ['123456789012345'], true],
    ['sixteen digits', {}, ['1234567890123456'], false],
    ['+ and five digits (the + counts)', {}, ['+12345'], true],
    ['+ and four digits', {}, ['+1234'], false],
    ['00 and five digits (00 becomes +)', {}, ['00 12345'], true],
    ['zeros after the + are dropped', {}, ['+000 12345'], true],
    ['+ and fourteen digits', {}, ['+12345678901234'], true],
    ['+ and fifteen digits (16 characters)', {}, ['+995 123 456 789 012'], false],
    ['two plus signs (leading pluses and zeros are dropped)', {}, ['++995322000000'], true],
    ['a no-break space is not a separator', {}, ['599\u00a0123456'], false],
    ['a line break after the # keeps the extension', {}, ['123456 #x\n7'], false],
    ['letters', {}, ['abc123456'], false],
    ['a plus in the middle', {}, ['123+456789'], false],
    ['a + alone', {}, ['+'], false],
    ['empty (skipped)', {}, [''], true],
  ],
  // rules/number.php: wpcf7_is_number() (validation-functions.php), HTML's float syntax.
  number: [
    ['an integer', {}, ['42'], true],
    ['a negative integer', {}, ['-42'], true],
    ['zero', {}, ['0'], true],
    ['a decimal', {}, ['3.14'], true],
    ['a leading dot', {}, ['.5'], true],
    ['a negative leading dot', {}, ['-.5'], true],
    ['an exponent', {}, ['1e3'], true],
    ['a signed upper-case exponent', {}, ['2.5E-3'], true],
    ['surrounding NEL (stripped)', {}, ['\u008542\u0085'], true],
    ['empty (skipped)', {}, [''], true],
    ['a plus sign', {}, ['+1'], false],
    ['a trailing dot', {}, ['1.'], false],
    ['a decimal comma', {}, ['1,5'], false],
    ['a bare exponent', {}, ['1e'], false],
    ['two minus signs', {}, ['--1'], false],
    ['Infinity', {}, ['Infinity'], false],
    ['hexadecimal', {}, ['0x10'], false],
    ['words', {}, ['ten'], false],
  ],
  // rules/date.php: wpcf7_is_date(): YYYY-MM-DD (4+ year digits) and PHP's checkdate(), whose
  // years run from 1 to 32767.
  date: [
    ['a date', {}, ['2024-06-15'], true],
    ['29 February of a leap year', {}, ['2024-02-29'], true],
    ['29 February 2000 (divisible by 400)', {}, ['2000-02-29'], true],
    ['29 February 1900 (century, not leap)', {}, ['1900-02-29'], false],
    ['29 February of a common year', {}, ['2023-02-29'], false],
    ['30 February', {}, ['2024-02-30'], false],
    ['31 April', {}, ['2024-04-31'], false],
    ['month 13', {}, ['2024-13-01'], false],
    ['month 00', {}, ['2024-00-10'], false],
    ['day 00', {}, ['2024-01-00'], false],
    ['a five-digit year', {}, ['12024-01-01'], true],
    ['year 32767 (the last checkdate() takes)', {}, ['32767-12-31'], true],
    ['year 32768', {}, ['32768-01-01'], false],
    ['year 0001', {}, ['0001-01-01'], true],
    ['year 0000', {}, ['0000-01-01'], false],
    ['a two-digit year', {}, ['24-01-01'], false],
    ['a one-digit month', {}, ['2024-1-01'], false],
    ['slashes', {}, ['2024/01/01'], false],
    ['surrounding whitespace (stripped)', {}, [' 2024-01-01 '], true],
    ['empty (skipped)', {}, [''], true],
  ],
  // rules/time.php: wpcf7_is_time().
  time: [
    ['midnight', {}, ['00:00'], true],
    ['one minute to midnight', {}, ['23:59'], true],
    ['with seconds', {}, ['23:59:59'], true],
    ['zero seconds', {}, ['09:05:00'], true],
    ['hour 24', {}, ['24:00'], false],
    ['minute 60', {}, ['12:60'], false],
    ['second 60', {}, ['12:30:60'], false],
    ['a one-digit hour', {}, ['9:30'], false],
    ['a one-digit second', {}, ['12:30:5'], false],
    ['fractional seconds', {}, ['12:30:00.5'], false],
    ['no colon', {}, ['1230'], false],
    ['empty (skipped)', {}, [''], true],
  ],
  // rules/file.php: an entry matching /^\.[a-z0-9]+$/i is an extension, anything else goes
  // through wpcf7_convert_mime_to_ext() (file.php) and WordPress's wp_get_mime_types(), compared
  // case-sensitively; the name from its last dot, lower-cased, must be among them.
  file: [
    ['.pdf accepts a PDF', { accept: ['.pdf'] }, [pdf], true],
    ['.PDF accepts a PDF', { accept: ['.PDF'] }, [pdf], true],
    ['.pdf accepts A.PDF', { accept: ['.pdf'] }, [file('A.PDF', 3)], true],
    ['.pdf accepts a file named .pdf', { accept: ['.pdf'] }, [file('.pdf', 3)], true],
    ['pdf without a dot is read as a MIME type: nothing', { accept: ['pdf'] }, [pdf], false],
    ['application/pdf accepts a PDF', { accept: ['application/pdf'] }, [pdf], true],
    [
      'application/pdf does not trust the reported type of a .bin',
      { accept: ['application/pdf'] },
      [file('scan.bin', 3, 'application/pdf')],
      false,
    ],
    ['image/* accepts .jpg by extension', { accept: ['image/*'] }, [file('photo.jpg', 3)], true],
    [
      'image/* does not trust the reported type of an .html',
      { accept: ['image/*'] },
      [file('evil.html', 3, 'image/png')],
      false,
    ],
    ['image/jpeg accepts .jpeg', { accept: ['image/jpeg'] }, [file('photo.jpeg', 3)], true],
    [
      'IMAGE/JPEG finds nothing (case-sensitive)',
      { accept: ['IMAGE/JPEG'] },
      [file('a.jpg', 3)],
      false,
    ],
    [
      'the macroEnabled MIME type as WordPress spells it',
      { accept: ['application/vnd.ms-word.document.macroEnabled.12'] },
      [file('x.docm', 3)],
      true,
    ],
    [
      'the macroEnabled MIME type lower-cased finds nothing',
      { accept: ['application/vnd.ms-word.document.macroenabled.12'] },
      [file('x.docm', 3)],
      false,
    ],
    ['image/heif is .heif only', { accept: ['image/heif'] }, [file('x.heic', 3)], false],
    [
      'audio/wav includes .x-wav (WordPress 6.8)',
      { accept: ['audio/wav'] },
      [file('a.x-wav', 3)],
      true,
    ],
    ['image/* rejects a PDF', { accept: ['image/*'] }, [pdf], false],
    ['.jpg rejects .jpeg', { accept: ['.jpg'] }, [file('photo.jpeg', 3)], false],
    ['.tar.gz is no extension entry', { accept: ['.tar.gz'] }, [file('a.tar.gz', 3)], false],
    ['.pdf rejects a name without extension', { accept: ['.pdf'] }, [file('README', 3)], false],
    ['.pdf rejects a name ending in a dot', { accept: ['.pdf'] }, [file('a.', 3)], false],
    ['a named empty file is checked too', { accept: ['.pdf'] }, [file('a.exe', 0)], false],
    [
      'an extension entry ignores the reported type',
      { accept: ['.pdf'] },
      [file('a.exe', 3, 'application/pdf')],
      false,
    ],
    ['an empty accept list rejects every file', { accept: [] }, [pdf], false],
    ['no accept list rejects every file', {}, [pdf], false],
    ['an accept given as one string', loose({ accept: '.pdf' }), [pdf], true],
    ['one bad file among several', { accept: ['.pdf'] }, many(pdf, file('a.exe', 3)), false],
    ['no file (skipped)', { accept: ['.pdf'] }, [noFile], true],
    ['a nameless part with bytes is no file', { accept: ['.pdf'] }, [new File(['abc'], '')], true],
    ['text values are not files', { accept: ['.pdf'] }, ['a.exe'], true],
  ],
  // rules/enum.php: options strval()'d, line breaks normalised (wpcf7_normalize_newline), empty
  // options dropped; values compared strictly.
  enum: [
    ['an accepted option', { accept: ['a', 'b'] }, ['a'], true],
    ['another option', { accept: ['a', 'b'] }, ['c'], false],
    ['compared case-sensitively', { accept: ['a', 'b'] }, ['A'], false],
    ['numeric options compared as strings', { accept: [1, 2] }, ['1'], true],
    ['Georgian options', { accept: ['თბილისი', 'ბათუმი'] }, ['ბათუმი'], true],
    ['several accepted values', { accept: ['a', 'b'] }, many('a', 'b'), true],
    ['one value not accepted', { accept: ['a', 'b'] }, many('a', 'z'), false],
    ['a CRLF value matches an LF option', { accept: ['a\nb'] }, ['a\r\nb'], true],
    ['options are not stripped', { accept: [' a'] }, ['a'], false],
    ['an accept given as one string', loose({ accept: 'a' }), ['a'], true],
    ['no accept list accepts nothing', {}, ['a'], false],
    ['empty (skipped)', { accept: ['a'] }, ['', ' '], true],
  ],
  // rules/dayofweek.php: days intval()'d; a date's ISO day from date_create_immutable(), which
  // reads a five-digit year 1234d-MM-DD as the year 200d.
  dayofweek: [
    ['a Monday among weekdays', { accept: [1, 2, 3, 4, 5] }, ['2024-01-01'], true],
    ['a Saturday among weekdays', { accept: [1, 2, 3, 4, 5] }, ['2024-01-06'], false],
    ['a Sunday is 7', { accept: [6, 7] }, ['2024-01-07'], true],
    ['days given as strings', { accept: ['7'] }, ['2024-01-07'], true],
    ['a day "7abc" is 7 (intval)', { accept: ['7abc'] }, ['2024-01-07'], true],
    ['1 January 2000 was a Saturday', { accept: [6] }, ['2000-01-01'], true],
    ['29 February 2024 was a Thursday', { accept: [4] }, ['2024-02-29'], true],
    ['12024-01-01 is checked as 2004-01-01, a Thursday', { accept: [4] }, ['12024-01-01'], true],
    ['10012-02-29 is checked as 2002-03-01, a Friday', { accept: [5] }, ['10012-02-29'], true],
    ['not a real date (skipped)', { accept: [1] }, ['2023-02-29'], true],
    ['not a date (skipped)', { accept: [1] }, ['tomorrow'], true],
    ['empty (skipped)', { accept: [1] }, [''], true],
  ],
  // rules/minitems.php: a threshold wpcf7_is_number() refuses turns the rule off; else (int).
  minitems: [
    ['two items', { threshold: 2 }, many('a', 'b'), true],
    ['one item', { threshold: 2 }, many('a'), false],
    ['nothing posted (not skipped)', { threshold: 2 }, [], false],
    ['blank items do not count', { threshold: 2 }, many('a', ' '), false],
    ['a threshold of zero', { threshold: 0 }, [], true],
    ['a string threshold', { threshold: '2' }, many('a', 'b'), true],
    ['a threshold 1e1 is 10', { threshold: '1e1' }, many('a', 'b', 'c'), false],
    ['a threshold that is not a number', { threshold: 'two' }, [], true],
    ['a threshold with a space is not a number', { threshold: ' 2' }, [], true],
  ],
  // rules/maxitems.php.
  maxitems: [
    ['two items', { threshold: 2 }, many('a', 'b'), true],
    ['three items', { threshold: 2 }, many('a', 'b', 'c'), false],
    ['a threshold 2.9 is 2', { threshold: 2.9 }, many('a', 'b', 'c'), false],
    ['blank items do not count', { threshold: 2 }, many('a', 'b', ''), true],
    ['nothing posted', { threshold: 2 }, [], true],
  ],
  // rules/minlength.php: wpcf7_count_code_units() (functions.php): UTF-16 code units after CRLF
  // becomes LF, summed over the values; the threshold is (int), with no number check.
  minlength: [
    ['exactly the threshold', { threshold: 5 }, ['abcde'], true],
    ['one short', { threshold: 5 }, ['abcd'], false],
    ['empty (skipped)', { threshold: 5 }, [''], true],
    ['nothing posted (skipped)', { threshold: 5 }, [], true],
    ['counted after stripping', { threshold: 5 }, ['  ab  '], false],
    ['Georgian: 10 letters meet 10', { threshold: 10 }, ['საქართველო'], true],
    ['Georgian: 10 letters miss 11', { threshold: 11 }, ['საქართველო'], false],
    ['summed over name[] values', { threshold: 5 }, many('ab', 'cde'), true],
    ['two emoji are four units', { threshold: 4 }, ['😀😀'], true],
    ['two emoji miss five', { threshold: 5 }, ['😀😀'], false],
    ['a string threshold', { threshold: '5' }, ['abcd'], false],
    ['a threshold that is not a number is 0', { threshold: 'five' }, ['a'], true],
  ],
  // rules/maxlength.php: as minlength; a missing or odd threshold is 0, so any value is too long.
  maxlength: [
    ['Georgian: 10 letters within 10', { threshold: 10 }, ['საქართველო'], true],
    ['Georgian: 11 letters over 10', { threshold: 10 }, ['საქართველოს'], false],
    ['five emoji are ten units', { threshold: 10 }, ['😀'.repeat(5)], true],
    ['six emoji are twelve units', { threshold: 10 }, ['😀'.repeat(6)], false],
    ['a CRLF line break counts once', { threshold: 3 }, ['a\r\nb'], true],
    ['a lone CR counts once', { threshold: 3 }, ['a\rb'], true],
    ['summed over name[] values', { threshold: 10 }, many('abcdef', 'ghijk'), false],
    ['empty', { threshold: 0 }, [''], true],
    ['a threshold 5abc is 5', { threshold: '5abc' }, ['abcdef'], false],
    ['a threshold that is not a number is 0', { threshold: 'ten' }, ['a'], false],
    ['no threshold is 0', {}, ['a'], false],
    ['no threshold, nothing posted', {}, [], true],
  ],
  // rules/minnumber.php: wpcf7_is_number() on both, then (float).
  minnumber: [
    ['equal to the threshold', { threshold: 10 }, ['10'], true],
    ['just below', { threshold: 10 }, ['9.99'], false],
    ['an exponent above', { threshold: 10 }, ['1e2'], true],
    ['negative bounds', { threshold: '-5' }, ['-6'], false],
    ['not a number (skipped)', { threshold: 10 }, ['abc'], true],
    ['empty (skipped)', { threshold: 10 }, [''], true],
    ['one value below among several', { threshold: 10 }, many('11', '3'), false],
    ['a threshold with a space is not a number', { threshold: ' 10' }, ['5'], true],
  ],
  // rules/maxnumber.php.
  maxnumber: [
    ['equal to the threshold', { threshold: 10 }, ['10'], true],
    ['just above', { threshold: 10 }, ['10.01'], false],
    ['a negative exponent', { threshold: 10 }, ['-1e3'], true],
    ['a string threshold', { threshold: '0.5' }, ['.6'], false],
    ['a threshold that is not a number', { threshold: 'max' }, ['1e9'], true],
  ],
  // rules/mindate.php: the threshold must pass wpcf7_is_date() as written; dates compare as
  // strings (`$i < $threshold`), so a five-digit year sorts by its first digits.
  mindate: [
    ['the threshold itself', { threshold: '2024-06-01' }, ['2024-06-01'], true],
    ['the day before', { threshold: '2024-06-01' }, ['2024-05-31'], false],
    ['a five-digit year sorts before', { threshold: '2024-06-01' }, ['12024-01-01'], false],
    ['not a date (skipped)', { threshold: '2024-06-01' }, ['soon'], true],
    ['not a real date (skipped)', { threshold: '2024-06-01' }, ['2023-02-29'], true],
    ['an invalid threshold', { threshold: '2024-02-30' }, ['2000-01-01'], true],
    ['a threshold with a space is no date', { threshold: ' 2024-06-01' }, ['2000-01-01'], true],
    ['empty (skipped)', { threshold: '2024-06-01' }, [''], true],
  ],
  // rules/maxdate.php.
  maxdate: [
    ['the threshold itself', { threshold: '2024-06-01' }, ['2024-06-01'], true],
    ['the day after', { threshold: '2024-06-01' }, ['2024-06-02'], false],
    ['a five-digit year sorts before', { threshold: '2024-06-01' }, ['12024-01-01'], true],
    ['the year before', { threshold: '2024-06-01' }, ['2023-12-31'], true],
  ],
  // rules/minfilesize.php: array_sum() of $_FILES sizes against the threshold with PHP's `<`.
  // A file input left empty posts a part of size 0, so "no file" is 0 bytes, not skipped.
  minfilesize: [
    ['exactly the threshold', { threshold: 10 }, [file('a.txt', 10)], true],
    ['one byte short', { threshold: 10 }, [file('a.txt', 9)], false],
    ['summed over files', { threshold: 10 }, many(file('a.txt', 5), file('b.txt', 5)), true],
    ['no file: 0 bytes, short of the minimum', { threshold: 10 }, [noFile], false],
    ['nothing posted: the same', { threshold: 10 }, [], false],
    ['no file and a minimum of 0', { threshold: 0 }, [noFile], true],
    ['a named empty file is 0 bytes', { threshold: 1 }, [file('a.txt', 0)], false],
    ['the bytes of a nameless part do not count', { threshold: 3 }, [new File(['abc'], '')], false],
    [
      'a threshold that is no number compares as a string ("5" < "abc")',
      { threshold: 'abc' },
      [file('a.txt', 5)],
      false,
    ],
  ],
  // rules/maxfilesize.php: `$threshold < array_sum(...)`; null < 1 holds in PHP.
  maxfilesize: [
    ['exactly the threshold', { threshold: 10 }, [file('a.txt', 10)], true],
    ['one byte over', { threshold: 10 }, [file('a.txt', 11)], false],
    ['summed over files', { threshold: 10 }, many(file('a.txt', 6), file('b.txt', 6)), false],
    ['a string threshold', { threshold: '10' }, [file('a.txt', 11)], false],
    ['no file', { threshold: 10 }, [noFile], true],
    ['no threshold: any byte is too many', {}, [file('a.txt', 1)], false],
    ['no threshold, no file', {}, [], true],
  ],
  // rules/stepnumber.php: floatval() of base, interval and every value; fmod() keeps the
  // dividend's sign; round(abs(r), 6) or round(abs(r - interval), 6) must be 0.
  stepnumber: [
    ['on a step', { base: 1.3, interval: 3 }, ['10.3'], true],
    ['off a step', { base: 1.3, interval: 3 }, ['11.3'], false],
    ['the base itself', { base: 1.3, interval: 3 }, ['1.3'], true],
    ['a step below the base', { base: 1.3, interval: 3 }, ['-1.7'], true],
    [
      '0.3 on 0.1 steps (remainder a hair under the step)',
      { base: 0, interval: 0.1 },
      ['0.3'],
      true,
    ],
    [
      '-0.3 on 0.1 steps: a hair over its step below zero',
      { base: 0, interval: 0.1 },
      ['-0.3'],
      false,
    ],
    ['between decimal steps', { base: 0, interval: 0.1 }, ['0.35'], false],
    ['within 6 decimals of a step', { base: 0, interval: 0.1 }, ['0.3000000001'], true],
    ['4e-7 past a step', { base: 0, interval: 1 }, ['3.0000004'], true],
    ['5e-7 past a step', { base: 0, interval: 1 }, ['3.0000005'], false],
    ['4e-7 short of a step', { base: 0, interval: 1 }, ['2.9999996'], true],
    ['5e-7 short of a step', { base: 0, interval: 1 }, ['2.9999995'], false],
    ['no base counts from 0', { interval: 5 }, ['15'], true],
    ['no base, off a step', { interval: 5 }, ['7'], false],
    ['a base as CF7 writes it, a string', { base: '1.3', interval: 3 }, ['4.3'], true],
    ['a base that is no number counts from 0', { base: 'abc', interval: 5 }, ['7'], false],
    ['an interval of 0 disables the rule', { base: 0, interval: 0 }, ['0.123'], true],
    ['no interval disables the rule', { base: 0 }, ['0.123'], true],
    [
      'a text value is 0 (floatval): off steps from 1.3',
      { base: 1.3, interval: 3 },
      ['xxx'],
      false,
    ],
    ['a text value is 0 (floatval): on steps from 0', { base: 0, interval: 5 }, ['xxx'], true],
    ['empty (skipped)', { base: 1.3, interval: 3 }, [''], true],
  ],
}
