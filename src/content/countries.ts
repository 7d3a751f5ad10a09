/**
 * The 18 country prefixes of SPEC §2. `usa` is an alias of `us`; `local` is the company's
 * home city. Regions without an hreflang are outside the hreflang cluster (content issue).
 */
export interface CountryMarket {
  prefix: string
  /** How the market is named in headings: "in Australia", "in Ahmedabad". */
  name: string
  hreflang?: string
  /** The prefix whose page is canonical for this one (aliases only). */
  canonicalPrefix?: string
}

export const countries = [
  { prefix: 'au', name: 'Australia', hreflang: 'en-AU' },
  { prefix: 'uk', name: 'the United Kingdom', hreflang: 'en-GB' },
  { prefix: 'ko', name: 'South Korea', hreflang: 'en-KR' },
  { prefix: 'ae', name: 'the United Arab Emirates', hreflang: 'en-AE' },
  { prefix: 'kw', name: 'Kuwait', hreflang: 'en-KW' },
  { prefix: 'bh', name: 'Bahrain', hreflang: 'en-BH' },
  { prefix: 'ca', name: 'Canada', hreflang: 'en-CA' },
  { prefix: 'om', name: 'Oman', hreflang: 'en-OM' },
  { prefix: 'in', name: 'India', hreflang: 'en-IN' },
  { prefix: 'usa', name: 'the USA', canonicalPrefix: 'us' },
  { prefix: 'qa', name: 'Qatar', hreflang: 'en-QA' },
  { prefix: 'sa', name: 'Saudi Arabia', hreflang: 'en-SA' },
  { prefix: 'jo', name: 'Jordan', hreflang: 'en-JO' },
  { prefix: 'ma', name: 'Morocco', hreflang: 'en-MA' },
  { prefix: 'mc', name: 'Monaco', hreflang: 'en-MC' },
  { prefix: 'us', name: 'the United States', hreflang: 'en-US' },
  { prefix: 'bn', name: 'Brunei', hreflang: 'en-BN' },
  { prefix: 'local', name: 'Ahmedabad, Gujarat' },
] as const satisfies readonly CountryMarket[]

export function findCountry(prefix: string | undefined): CountryMarket | undefined {
  return countries.find((country) => country.prefix === prefix)
}
