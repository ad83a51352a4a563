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
