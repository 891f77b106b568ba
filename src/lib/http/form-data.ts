/** A body's fields (an urlencoded body or a query string arrives as URLSearchParams) as FormData. */
export function asFormData(fields: URLSearchParams | FormData): FormData {
  if (fields instanceof FormData) return fields
  const data = new FormData()
  for (const [name, value] of fields) data.append(name, value)
  return data
}
