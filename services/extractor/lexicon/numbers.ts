/**
 * The words of counting and order, declared once: the ordinals ("the first product", "a second supplier") and the
 * Roman numerals ("a Class II resubmission"). In lower case; the rules that read them ignore case. Cardinals written as
 * words ("one", "two") are determiners (determiners.ts).
 */
import { pickerOf } from './compile.js'

export const ORDINALS = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
} as const

export const ordinals = pickerOf(ORDINALS)

/**
 * The days of a month as ordinal words ("the fourth of March 2027", "March twenty-first, 2027"): a form of a written
 * date, read by the date grammar (date-forms.ts). A compound is written with a hyphen; the grammar also takes a space.
 */
export const DAY_ORDINALS: Readonly<Record<string, number>> = (() => {
  const units = [
    'first',
    'second',
    'third',
    'fourth',
    'fifth',
    'sixth',
    'seventh',
    'eighth',
    'ninth',
  ]
  const teens = [
    'tenth',
    'eleventh',
    'twelfth',
    'thirteenth',
    'fourteenth',
    'fifteenth',
    'sixteenth',
    'seventeenth',
    'eighteenth',
    'nineteenth',
  ]
  const days: Record<string, number> = {}
  units.forEach((word, i) => (days[word] = i + 1))
  teens.forEach((word, i) => (days[word] = i + 10))
  days.twentieth = 20
  units.forEach((word, i) => (days[`twenty-${word}`] = i + 21))
  days.thirtieth = 30
  days['thirty-first'] = 31
  return days
})()

/**
 * Roman numerals as a text numbers a class, a part or a reauthorisation of the act ("a Class II resubmission", "Part
 * III", "PDUFA VII").
 */
export const ROMAN_NUMERALS = {
  i: 1,
  ii: 2,
  iii: 3,
  iv: 4,
  v: 5,
  vi: 6,
  vii: 7,
  viii: 8,
} as const

export const romanNumerals = pickerOf(ROMAN_NUMERALS)

/**
 * The letters a clause labels its alternatives with ("if (a) the FDA does not approve X or (b) the FDA issues a complete
 * response letter"); Roman numerals and digits label them too.
 */
export const ENUMERATION_LETTERS = {
  a: 1,
  b: 2,
  c: 3,
} as const

export const enumerationLetters = pickerOf(ENUMERATION_LETTERS)
