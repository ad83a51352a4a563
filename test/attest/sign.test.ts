/**
 * The pure attestation parts against the EAS SDK (eas-sdk 2.10, as an oracle): our data encoding is
 * the SDK's SchemaEncoder's, our uid its getOffchainUID, and a signed attestation as served (JSON,
 * 64-bit integers as strings) passes its verifyOffchainAttestationSignature unchanged.
 */
import { createRequire } from 'node:module'
import { expect } from 'chai'
import { encodeAbiParameters, parseAbiParameters } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import {
  abiEncode,
  encodeServedDate,
  feedAccuracySchema,
  normaliseUid,
  quoteHash,
  schemaUid,
  servedDateSchema,
  type ServedDateFields,
} from '../../services/attest/schema.js'
import { signSubject, type AttestDomain } from '../../services/attest/sign.js'
import {
  catalystAttestationUid,
  catalystSubject,
  eventAttestationUid,
  eventSubject,
  type AttestableEvent,
} from '../../services/attest/subjects.js'

const require = createRequire(import.meta.url)
// The SDK's ESM build does not load under plain Node ESM (reference 4.2): use its CommonJS build.
const sdk =
  require('@ethereum-attestation-service/eas-sdk') as typeof import('@ethereum-attestation-service/eas-sdk')

const domain: AttestDomain = {
  version: '1.3.0',
  chainId: 8453,
  verifyingContract: '0x4200000000000000000000000000000000000021',
}

export const sampleEvent: AttestableEvent = {
  event_id: 41,
  catalyst_id: 7,
  event_type: 'date_extension',
  drug_name: 'Velquora',
  application_number: 'NDA 999917',
  new_date: '2027-03-14',
  outcome: null,
  source_quote: 'The FDA extended the Velquora review goal date to March 14, 2027.',
  accession: '9999999999-26-000041',
  detected_at: '2026-09-02T10:11:12.345Z',
}

function offchain() {
  return new sdk.Offchain(
    { address: domain.verifyingContract, version: domain.version, chainId: BigInt(domain.chainId) },
    sdk.OffchainAttestationVersion.Version2,
    new sdk.EAS(domain.verifyingContract),
  )
}

describe('attest: EAS off-chain attestations', () => {
  it('encodes schema data as the SDK SchemaEncoder and viem do', () => {
    const subject = eventSubject(sampleEvent)!
    const encoder = new sdk.SchemaEncoder(servedDateSchema.definition)
    const f = subject.fields
    const sdkData = encoder.encodeData([
      { name: 'catalystId', type: 'uint64', value: BigInt(f.catalystId!) },
      { name: 'eventId', type: 'uint64', value: BigInt(f.eventId!) },
      { name: 'eventType', type: 'string', value: f.eventType! },
      { name: 'drugName', type: 'string', value: f.drugName! },
      { name: 'applicationNumber', type: 'string', value: f.applicationNumber! },
      { name: 'date', type: 'string', value: f.date! },
      { name: 'stage', type: 'string', value: f.stage! },
      { name: 'sourceAccession', type: 'string', value: f.sourceAccession! },
      { name: 'sourceQuoteHash', type: 'bytes32', value: f.sourceQuoteHash! },
    ])
    expect(subject.message.data).to.equal(sdkData)
    expect(f.stage).to.equal('extended')
    expect(f.sourceQuoteHash).to.equal(quoteHash(sampleEvent.source_quote))
    // Multi-byte text and empty strings take the padding rules of abi.encode.
    const values = [
      1n,
      2n,
      'é✓ — ünïcode',
      '',
      'x'.repeat(64),
      '2027-01-01',
      'set',
      'a',
      `0x${'cd'.repeat(32)}`,
    ] as const
    const types = [
      'uint64',
      'uint64',
      'string',
      'string',
      'string',
      'string',
      'string',
      'string',
      'bytes32',
    ] as const
    expect(`0x${abiEncode(types, values).toString('hex')}`).to.equal(
      encodeAbiParameters(parseAbiParameters(servedDateSchema.definition), values),
    )
  })

  it('computes schema uids and attestation uids as the SDK does', () => {
    expect(
      sdk.SchemaRegistry.getSchemaUID(servedDateSchema.definition, sdk.ZERO_ADDRESS, false),
    ).to.equal(servedDateSchema.uid)
    expect(
      sdk.SchemaRegistry.getSchemaUID(feedAccuracySchema.definition, sdk.ZERO_ADDRESS, false),
    ).to.equal(feedAccuracySchema.uid)
    expect(feedAccuracySchema.uid).to.equal(schemaUid(feedAccuracySchema.definition))
    const m = eventSubject(sampleEvent)!.message
    expect(
      sdk.Offchain.getOffchainUID(
        2,
        m.schema,
        m.recipient,
        m.time,
        m.expirationTime,
        m.revocable,
        m.refUID,
        m.data,
        m.salt,
      ),
    ).to.equal(eventAttestationUid(sampleEvent))
    const catalyst = {
      catalyst_id: 7,
      drug_name: null,
      application_number: 'BLA 999918',
      pdufa_date: '2027-03-14',
      stage: 'set',
      source_quote: null,
      source_accession: null,
      last_updated: '2026-09-02 10:11:12.345',
    }
    const c = catalystSubject(catalyst)!.message
    expect(
      sdk.Offchain.getOffchainUID(
        2,
        c.schema,
        c.recipient,
        c.time,
        c.expirationTime,
        c.revocable,
        c.refUID,
        c.data,
        c.salt,
      ),
    ).to.equal(catalystAttestationUid(catalyst))
  })

  it('is deterministic per content and subject, and differs when either changes', () => {
    expect(eventAttestationUid({ ...sampleEvent })).to.equal(eventAttestationUid(sampleEvent))
    expect(eventAttestationUid({ ...sampleEvent, catalyst_id: 8 })).to.not.equal(
      eventAttestationUid(sampleEvent),
    )
    expect(
      eventAttestationUid({ ...sampleEvent, source_quote: `${sampleEvent.source_quote} ` }),
    ).to.not.equal(eventAttestationUid(sampleEvent))
    expect(eventAttestationUid({ ...sampleEvent, event_id: 42 })).to.not.equal(
      eventAttestationUid(sampleEvent),
    )
    expect(
      eventAttestationUid({
        ...sampleEvent,
        new_date: null,
        event_type: 'decision_outcome',
        outcome: 'crl',
      }),
    ).to.equal(null)
    const time = Number(eventSubject(sampleEvent)!.message.time)
    expect(time).to.equal(Math.floor(Date.parse(sampleEvent.detected_at) / 1000))
    // ClickHouse's own text form of the instant gives the same time.
    expect(
      eventAttestationUid({ ...sampleEvent, detected_at: '2026-09-02 10:11:12.345' }),
    ).to.equal(eventAttestationUid(sampleEvent))
  })

  it('signs an object the SDK verifies as served (JSON), and rejects it for another signer or a changed field', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const subject = catalystSubject({
      catalyst_id: 7,
      drug_name: 'Velquora',
      application_number: null,
      pdufa_date: '2027-03-14',
      stage: 'extended',
      source_quote: sampleEvent.source_quote,
      source_accession: sampleEvent.accession,
      last_updated: '2026-09-02T10:11:12.345Z',
    })!
    const signed = JSON.parse(JSON.stringify(await signSubject(subject, account, domain)))
    expect(signed.message.time).to.be.a('string')
    expect(signed.domain.chainId).to.equal('8453')
    expect(offchain().verifyOffchainAttestationSignature(account.address, signed)).to.equal(true)
    expect(
      offchain().verifyOffchainAttestationSignature(
        privateKeyToAccount(generatePrivateKey()).address,
        signed,
      ),
    ).to.equal(false)
    const tampered = {
      ...signed,
      message: {
        ...signed.message,
        data: encodeServedDate({
          ...(subject.fields as unknown as ServedDateFields),
          date: '2027-03-15',
        }),
      },
    }
    expect(offchain().verifyOffchainAttestationSignature(account.address, tampered)).to.equal(false)
    // The same subject signed again is byte-identical.
    expect(JSON.parse(JSON.stringify(await signSubject(subject, account, domain)))).to.deep.equal(
      signed,
    )
  })

  it('normalises uids: prefix-less and upper-case forms, nothing else', () => {
    const uid = eventAttestationUid(sampleEvent)!
    expect(normaliseUid(uid.slice(2).toUpperCase())).to.equal(uid)
    expect(normaliseUid(`0X${uid.slice(2).toUpperCase()}`)).to.equal(uid)
    expect(normaliseUid(uid.slice(0, 65))).to.equal(null)
    expect(normaliseUid(`${uid}0`)).to.equal(null)
    expect(normaliseUid(`0x${'g'.repeat(64)}`)).to.equal(null)
  })
})

describe('attest: EIP-712 digest', () => {
  it('equals viem hashTypedData for the Attest message', async () => {
    const { hashTypedData } = await import('viem')
    const { attestDigest, domainSeparator, typedDataDomain } =
      await import('../../services/attest/sign.js')
    const { ATTEST_TYPES } = await import('../../services/attest/schema.js')
    const m = eventSubject(sampleEvent)!.message
    expect(attestDigest(domainSeparator(domain), m)).to.equal(
      hashTypedData({
        domain: typedDataDomain(domain),
        types: ATTEST_TYPES,
        primaryType: 'Attest',
        message: m,
      }),
    )
  })
})
