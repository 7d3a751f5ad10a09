/** Puts `values` into a message's {name} marks; a mark without a value is an error. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (mark, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`No value for ${mark} in "${template}"`)
    return String(value)
  })
}
