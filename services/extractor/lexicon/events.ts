/**
 * The events a date may belong to other than the agency's decision ("the advisory committee meeting", "the topline
 * readout", "the launch", "the earnings call", "the patent's expiry", "the fourth quarter"), declared once. A date
 * bound to one of them is not a target date.
 */
import { pickerOf } from './compile.js'

export const OTHER_EVENTS = {
  advisory: 'committee',
  committee: 'committee',
  adcomm: 'committee',
  adcom: 'committee',
  panel: 'committee',
  hearing: 'committee',
  meeting: 'meeting',
  conference: 'meeting',
  presentation: 'meeting',
  webcast: 'meeting',
  webinar: 'meeting',
  call: 'meeting',
  event: 'meeting',
  readout: 'data',
  topline: 'data',
  data: 'data',
  results: 'data',
  launch: 'business',
  /** The company's reporting calendar: "the earnings call", "the annual shareholder meeting", "the fourth quarter". */
  earnings: 'business',
  shareholder: 'business',
  annual: 'business',
  quarter: 'business',
  fiscal: 'business',
  /** A product's protection and designations: "the patent expires on D", "exclusivity through D". */
  patent: 'protection',
  exclusivity: 'protection',
  designation: 'agency',
  inspection: 'agency',
} as const

export const otherEvents = pickerOf(OTHER_EVENTS)
