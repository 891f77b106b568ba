/** Fields React adds to a form for its no-JavaScript server action: no endpoint of ours reads them. */
export function withoutActionFields(formData: FormData): FormData {
  const clean = new FormData()
  for (const [name, value] of formData) if (!name.startsWith('$ACTION')) clean.append(name, value)
  return clean
}

/** A body's fields (an urlencoded body or a query string arrives as URLSearchParams) as FormData. */
export function asFormData(fields: URLSearchParams | FormData): FormData {
  if (fields instanceof FormData) return fields
  const data = new FormData()
  for (const [name, value] of fields) data.append(name, value)
  return data
}
