/**
 * The attestation signer's key: ATTEST_SIGNER_PRIVATE_KEY when set (production), otherwise a key
 * created once in DATA_DIR (`attest-signer.key`, mode 0600) and reused on every start, with a
 * warning, so the embedded default needs nothing. The key never reaches a log line; only the
 * address does.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Hex, PrivateKeyAccount } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { Config } from '../shared/config.js'
import type { Logger } from '../shared/logger.js'

export const SIGNER_KEY_FILE = 'attest-signer.key'

export function loadSignerAccount(
  config: Pick<Config, 'ATTEST_SIGNER_PRIVATE_KEY' | 'DATA_DIR'>,
  logger: Logger,
): PrivateKeyAccount {
  if (config.ATTEST_SIGNER_PRIVATE_KEY)
    return privateKeyToAccount(config.ATTEST_SIGNER_PRIVATE_KEY as Hex)
  const path = resolve(config.DATA_DIR, SIGNER_KEY_FILE)
  if (existsSync(path)) {
    const key = readFileSync(path, 'utf8').trim()
    if (!/^0x[0-9a-fA-F]{64}$/.test(key))
      throw new Error(`${path} does not hold a 0x-prefixed 32-byte hex key`)
    const account = privateKeyToAccount(key as Hex)
    logger.warn(
      { signer: account.address, keyFile: path },
      'ATTEST_SIGNER_PRIVATE_KEY is not set: signing attestations with the key kept in DATA_DIR',
    )
    return account
  }
  mkdirSync(config.DATA_DIR, { recursive: true })
  const key = generatePrivateKey()
  // 'wx': never overwrite a key another process created meanwhile.
  try {
    writeFileSync(path, `${key}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadSignerAccount(config, logger)
    throw error
  }
  const account = privateKeyToAccount(key)
  logger.warn(
    { signer: account.address, keyFile: path },
    'ATTEST_SIGNER_PRIVATE_KEY is not set: created a new attestation signer key in DATA_DIR; set ATTEST_SIGNER_PRIVATE_KEY in production and publish its address',
  )
  return account
}
