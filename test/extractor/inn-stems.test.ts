/**
 * Nonproprietary names read by their USAN/INN stems: invented words with a stem are names, English words and company or
 * person names that merely end like one are not.
 */
import { expect } from 'chai'
import {
  isInnName,
  isWeakStemName,
  looksLikeNonproprietaryName,
} from '../../services/extractor/inn-stems.js'

describe('nonproprietary names by their stems', () => {
  const stemNames = [
    'zelrafib',
    'brevotinib',
    'renzaciclib',
    'sarvelimab',
    'teprosiran',
    'velarsen',
    'dapravir',
    'corvasartan',
    'lotegrel',
    'nalveprazole',
    'pelnatide',
    'vilacaftor',
    'gavoxetine',
    'dravocept',
    'velmostat',
    'omidubicel',
    'sorparvovec',
    'zovodotin',
    'ferazole',
    'venotrexate',
    'tovenlimab-xkzt',
  ]
  for (const word of stemNames)
    it(`${word} is a name`, () => expect(isInnName(word)).to.equal(true))

  it('reads the USAN/INN stem families, not a list of drugs', () => {
    const oneWordPerStem = [
      'corvaximab',
      'delozumab',
      'ravonib',
      'lertinib',
      'pomciclib',
      'zarafenib',
      'tolparib',
      'duvelisib',
      'sotorasib',
      'nemotide',
      'palglutide',
      'pramlintide',
      'selvavir',
      'marprevir',
      'tasbuvir',
      'corvastat',
      'lorsartan',
      'quinolapril',
      'vemolol',
      'fenazole',
      'tervoconazole',
      'amvocillin',
      'doravycycline',
      'levafloxacin',
      'golirsen',
      'tomersen',
      'nusvinersen',
      'tamaleucel',
      'omicel',
      'teprosiran',
      'zelrafib',
      'clopagrel',
      'montalukast',
      'vancomycin',
      'carvoplatin',
      'paclitaxel',
      'irinotecan',
      'methotrexate',
      'alendronate',
      'enoxaparin',
      'alteplase',
      'epoetin',
      'anakinra',
      'degarelix',
      'levonorgestrel',
      'furosemide',
      'famotidine',
      'omeprazole',
      'ondansetron',
      'sumatriptan',
      'atorvastatin',
      'ivacaftor',
      'trametinib',
      'tamvedotin',
      'deruxtecan',
      'datotug',
    ]
    expect(oneWordPerStem.filter((w) => !isInnName(w))).to.deep.equal([])
  })

  const lookalikes = [
    'database',
    'release',
    'increase',
    'purchase',
    'disease',
    'concept',
    'accept',
    'thermostat',
    'peptide',
    'nucleotide',
    'cholesterol',
    'cancel',
    'parcel',
    'interleukin',
    'kinase',
    'surfactant',
    'imidazole',
    'Vericel',
    'Intercept',
    'timeline',
    'Pedersen',
    'Andersen',
    'April',
  ]
  for (const word of lookalikes) it(`${word} is not`, () => expect(isInnName(word)).to.equal(false))

  it('an enzyme name counts only with its stem shape, never an enzyme class or an English word', () => {
    expect(['olipudase', 'pegvaliase', 'dornase'].map(isWeakStemName)).to.deep.equal([
      true,
      true,
      true,
    ])
    expect(
      [
        'database',
        'release',
        'kinase',
        'protease',
        'polymerase',
        'phosphatase',
        'napkin',
        'interleukin',
      ].map(isWeakStemName),
    ).to.deep.equal(Array(8).fill(false))
  })

  it('a lower-case word in a drug position must be shaped like a name', () => {
    expect(
      ['tapinarof', 'acoramidis', 'resmetirom', 'zelrafib'].map(looksLikeNonproprietaryName),
    ).to.deep.equal([true, true, true, true])
    expect(
      [
        'approval',
        'marketing',
        'patients',
        'important',
        'registrational',
        'extended',
        'steroids',
        'database',
        'Zelrafib',
      ].map(looksLikeNonproprietaryName),
    ).to.deep.equal(Array(9).fill(false))
  })
})
