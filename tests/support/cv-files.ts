import { strToU8, zipSync, type Zippable } from 'fflate'

/**
 * CVs as applicants send them, and files that only pretend to be CVs. Built in memory so each
 * test shows what is inside.
 */
const wordMain = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'
const macroMain = 'application/vnd.ms-word.document.macroEnabled.main+xml'

function contentTypes(main: string) {
  return strToU8(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/word/document.xml" ContentType="${main}"/>` +
      '</Types>',
  )
}

const rels = strToU8(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
    '</Relationships>',
)

const documentXml = strToU8(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    '<w:body><w:p><w:r><w:t>Ravi Patel, senior React developer</w:t></w:r></w:p></w:body>' +
    '</w:document>',
)

/** A Windows program's first bytes: the MZ header and the DOS stub's message. */
const program = () =>
  Buffer.concat([
    Buffer.from('MZ'),
    Buffer.alloc(62),
    Buffer.from('This program cannot be run in DOS mode.'),
  ])

const zip = (files: Zippable) => Buffer.from(zipSync(files))

/** A Word document (.docx): an OOXML package with its content types and main part. */
export const docx = (extra: Zippable = {}) =>
  zip({
    '[Content_Types].xml': contentTypes(wordMain),
    _rels: { '.rels': rels },
    word: { 'document.xml': documentXml },
    ...extra,
  })

/** A macro-enabled document (.docm) renamed to .docx. */
export const docmRenamed = () =>
  zip({
    '[Content_Types].xml': contentTypes(macroMain),
    _rels: { '.rels': rels },
    word: { 'document.xml': documentXml, 'vbaProject.bin': Buffer.from('Attribute VB_Name') },
  })

/** A ZIP holding a program, renamed to cv.docx. */
export const programInZip = () => zip({ 'cv.exe': program() })

/** A real document that carries a program as an embedded object. */
export const docxWithProgram = () =>
  docx({ word: { 'document.xml': documentXml, embeddings: { 'oleObject1.bin': program() } } })

/** A Word 97–2003 document (.doc): an OLE2 compound file, header sector and an empty FAT. */
export const doc = () => {
  const header = Buffer.alloc(512)
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header)
  header.writeUInt16LE(0x3e, 24) // minor version
  header.writeUInt16LE(3, 26) // major version 3: 512-byte sectors
  header.writeUInt16LE(0xfffe, 28) // little-endian
  header.writeUInt16LE(9, 30) // sector shift
  header.writeUInt16LE(6, 32) // mini sector shift
  return Buffer.concat([header, Buffer.alloc(512, 0xff)])
}

/** A PDF with its header and end-of-file marker. */
export const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  )

/** The same PDF grown to `bytes` by a comment after its header (its end stays its end). */
export const pdfOfSize = (bytes: number) => {
  const [header = '', ...rest] = pdf().toString('latin1').split('\n')
  const body = rest.join('\n')
  const padding = bytes - header.length - body.length - 3
  return Buffer.from(`${header}\n%${'x'.repeat(padding)}\n${body}`, 'latin1')
}

/** The same PDF cut off before its end, as an interrupted download leaves it. */
export const truncatedPdf = () => pdf().subarray(0, 60)
