/** Every key of a catalogue, as dotted paths. */
export const keys = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'string' ? [`${prefix}${key}`] : keys(inner as object, `${prefix}${key}.`),
  )

/** The {marks} of a message, sorted. */
export const marks = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

/** The value at a dotted path. */
export const at = (value: object, path: string) =>
  path.split('.').reduce<unknown>((inner, key) => (inner as Record<string, unknown>)[key], value)
