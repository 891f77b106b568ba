// Plain-text table: right-aligns numbers so columns are easy to compare.
export function printTable(headers, rows) {
  const cells = [
    headers,
    ...rows.map((r) => r.map((c) => (c === null || c === undefined ? '' : String(c)))),
  ]
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i].length)))
  const numeric = headers.map((_, i) =>
    rows.every((r) => typeof r[i] === 'number' || r[i] === '' || r[i] == null),
  )
  const fmt = (r) =>
    r
      .map((c, i) => (numeric[i] ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd()
  console.log(fmt(cells[0]))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const r of cells.slice(1)) console.log(fmt(r))
}

export const verdict = (ok) => (ok ? 'ok' : 'MISS')
