import { describe, expect, it } from 'vitest'
import { repositoryFile, siteAssetUrl, type Asset, type GetAsset } from '../../../src/cms/media.tsx'

/**
 * A stand-in for Decap's `getAsset`, as it behaves for our configuration: a value with a scheme or
 * starting with `/` is a URL shown as it is; a repository path is looked up by its name in the blog's media
 * folder, among the files the CMS holds.
 */
function decap(held: Record<string, string>, loading: string[] = []): GetAsset {
  return (path) => {
    const url = (value: string): Asset => ({ path: value, toString: () => value })
    if (/^(?:[a-z]+:)?\/\/|^\//i.test(path)) return url(path)
    const file = `public/images/blog/${path.split('/').pop()}`
    if (loading.includes(file)) return { path: 'empty.svg', toString: () => 'blob:empty' }
    const blob = held[file]
    return blob ? { path: file, toString: () => blob } : url(file)
  }
}

describe('repositoryFile', () => {
  it('places a site address in the public folder', () => {
    expect(repositoryFile('/images/blog/launch.svg')).toBe('public/images/blog/launch.svg')
  })
  it('leaves other addresses alone', () => {
    expect(repositoryFile('https://cdn.example.com/a.png')).toBeUndefined()
    expect(repositoryFile('//cdn.example.com/a.png')).toBeUndefined()
    expect(repositoryFile('launch.svg')).toBeUndefined()
  })
})

describe('siteAssetUrl', () => {
  it('shows a file uploaded and not yet published from the file the CMS holds', () => {
    const getAsset = decap({ 'public/images/blog/launch.svg': 'blob:launch' })
    expect(siteAssetUrl(getAsset, '/images/blog/launch.svg')).toBe('blob:launch')
  })
  it('shows a published image by its address while the CMS is still fetching it', () => {
    const getAsset = decap({}, ['public/images/blog/launch.svg'])
    expect(siteAssetUrl(getAsset, '/images/blog/launch.svg')).toBe('/images/blog/launch.svg')
  })
  it('shows an image the CMS cannot find by its address', () => {
    expect(siteAssetUrl(decap({}), '/images/blog/launch.svg')).toBe('/images/blog/launch.svg')
  })
  it('never shows a file of the same name from another folder', () => {
    const getAsset = decap({ 'public/images/blog/launch.svg': 'blob:launch' })
    expect(siteAssetUrl(getAsset, '/images/art/launch.svg')).toBe('/images/art/launch.svg')
  })
  it('shows an address elsewhere as it is', () => {
    const getAsset = decap({})
    expect(siteAssetUrl(getAsset, 'https://cdn.example.com/a.png')).toBe(
      'https://cdn.example.com/a.png',
    )
  })
})
