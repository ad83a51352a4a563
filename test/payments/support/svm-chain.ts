/**
 * A local Solana: LiteSVM in process (SPL Token, ATA, Memo and Compute Budget programs built in) with
 * the USDC mint account written at the real mainnet mint address, and a loopback JSON-RPC endpoint
 * answering the methods the x402 Solana client (fetch the mint, latest blockhash) and the production
 * facilitator signer (`toFacilitatorSvmSigner` with an RPC URL: simulate, send, signature statuses)
 * call. So the service's own configuration path (SVM_RPC_URL + SVM_FACILITATOR_PRIVATE_KEY) runs
 * unchanged against it.
 *
 * What it approximates: confirmation is immediate ("confirmed" as soon as LiteSVM executes), there
 * are no forks, and a blockhash expires only when a test calls expireBlockhash(). Re-sending an
 * executed transaction returns its signature without executing it again, as a real RPC does.
 */
import { createServer, type Server } from 'node:http'
import { generateKeyPairSync } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import {
  address,
  createKeyPairSignerFromBytes,
  getBase58Decoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  type Address,
  type KeyPairSigner,
} from '@solana/kit'
import {
  AccountState,
  TOKEN_PROGRAM_ADDRESS,
  findAssociatedTokenPda,
  getMintEncoder,
  getTokenDecoder,
  getTokenEncoder,
} from '@solana-program/token'

export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const USDC_MINT = address('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')

export interface TestKeypair {
  signer: KeyPairSigner
  address: Address
  secret: Uint8Array
  base58: string
}

/** An extractable ed25519 key pair: 64 bytes (seed + public key), as solana-keygen writes them. */
export async function newKeypair(): Promise<TestKeypair> {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519')
  const seed = privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(-32)
  const pub = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32)
  const secret = new Uint8Array([...seed, ...pub])
  const signer = await createKeyPairSignerFromBytes(secret)
  return { signer, address: signer.address, secret, base58: getBase58Decoder().decode(secret) }
}

export interface LocalSolana {
  svm: LiteSVM
  rpcUrl: string
  feePayer: TestKeypair
  payer: TestKeypair
  payTo: TestKeypair
  /** USDC (atomic) held by an owner's associated token account; 0 when it has none. */
  usdcBalance(owner: Address): bigint
  /** Creates (or overwrites) an owner's USDC associated token account with this amount. */
  setUsdc(owner: Address, amount: bigint, state?: AccountState): Promise<void>
  /** Makes every blockhash handed out so far unusable. */
  expireBlockhash(): void
  /** RPC methods called, for assertions. */
  calls: string[]
  stop(): Promise<void>
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json }

export async function startLocalSolana(): Promise<LocalSolana> {
  const svm = new LiteSVM()
  const [feePayer, payer, payTo] = await Promise.all([newKeypair(), newKeypair(), newKeypair()])
  // LiteSVM carries its own @solana/kit (8.x); addresses and wire bytes are the same on both sides.
  type SvmAccount = Parameters<LiteSVM['setAccount']>[0]
  type SvmAddress = Parameters<LiteSVM['getAccount']>[0]
  const asSvm = (a: Address) => a as unknown as SvmAddress
  svm.airdrop(asSvm(feePayer.address), 10_000_000_000n as never)
  const rent = (space: bigint) => svm.minimumBalanceForRentExemption(space)
  svm.setAccount({
    address: asSvm(USDC_MINT),
    data: new Uint8Array(
      getMintEncoder().encode({
        mintAuthority: feePayer.address,
        supply: 10n ** 12n,
        decimals: 6,
        isInitialized: true,
        freezeAuthority: feePayer.address,
      }),
    ),
    executable: false,
    lamports: rent(82n),
    programAddress: TOKEN_PROGRAM_ADDRESS,
    space: 82n,
  } as unknown as SvmAccount)

  const ata = async (owner: Address) =>
    (
      await findAssociatedTokenPda({ mint: USDC_MINT, owner, tokenProgram: TOKEN_PROGRAM_ADDRESS })
    )[0]
  const ataCache = new Map<string, Address>()
  const setUsdc = async (
    owner: Address,
    amount: bigint,
    state: AccountState = AccountState.Initialized,
  ) => {
    const account = await ata(owner)
    ataCache.set(owner, account)
    svm.setAccount({
      address: asSvm(account),
      data: new Uint8Array(
        getTokenEncoder().encode({
          mint: USDC_MINT,
          owner,
          amount,
          delegate: null,
          state,
          isNative: null,
          delegatedAmount: 0n,
          closeAuthority: null,
        }),
      ),
      executable: false,
      lamports: rent(165n),
      programAddress: TOKEN_PROGRAM_ADDRESS,
      space: 165n,
    } as unknown as SvmAccount)
  }
  const usdcBalance = (owner: Address): bigint => {
    const account = ataCache.get(owner)
    if (!account) return 0n
    const found = svm.getAccount(asSvm(account))
    if (!found.exists) return 0n
    return getTokenDecoder().decode(found.data as Uint8Array).amount
  }
  await setUsdc(payer.address, 1_000_000n)
  await setUsdc(payTo.address, 0n)

  const statuses = new Map<string, { slot: number; err: Json }>()
  const calls: string[] = []
  const slot = () => Number(svm.getClock().slot)
  const decodeTx = (b64: string) => getTransactionDecoder().decode(getBase64Encoder().encode(b64))
  const signatureOf = (tx: ReturnType<typeof decodeTx>) => {
    const first = Object.values(tx.signatures)[0]
    return first ? getBase58Decoder().decode(first) : ''
  }
  const failure = (r: FailedTransactionMetadata): Json => ({
    LiteSVM: r.toString(),
    logs: r.meta().logs(),
  })

  const methods: Record<string, (params: Json[]) => unknown> = {
    getLatestBlockhash: () => ({
      context: { slot: slot() },
      value: { blockhash: svm.latestBlockhash(), lastValidBlockHeight: slot() + 150 },
    }),
    getSlot: () => slot(),
    getBlockHeight: () => slot(),
    getBalance: (params) => ({
      context: { slot: slot() },
      value: Number(svm.getBalance(asSvm(address(String(params[0])))) ?? 0n),
    }),
    getAccountInfo: (params) => {
      const found = svm.getAccount(asSvm(address(String(params[0]))))
      if (!found.exists) return { context: { slot: slot() }, value: null }
      return {
        context: { slot: slot() },
        value: {
          data: [getBase64Decoder().decode(found.data as Uint8Array), 'base64'],
          executable: found.executable,
          lamports: Number(found.lamports),
          owner: String(found.programAddress),
          rentEpoch: 0,
          space: Number(found.space),
        },
      }
    },
    getTokenAccountBalance: (params) => {
      const found = svm.getAccount(asSvm(address(String(params[0]))))
      if (!found.exists) throw Object.assign(new Error('could not find account'), { code: -32602 })
      const amount = getTokenDecoder().decode(found.data as Uint8Array).amount
      return {
        context: { slot: slot() },
        value: {
          amount: amount.toString(),
          decimals: 6,
          uiAmount: Number(amount) / 1e6,
          uiAmountString: String(Number(amount) / 1e6),
        },
      }
    },
    simulateTransaction: (params) => {
      const tx = decodeTx(String(params[0]))
      const config = (params[1] ?? {}) as { sigVerify?: boolean }
      svm.withSigverify(config.sigVerify === true)
      try {
        const r = svm.simulateTransaction(tx as never)
        if (r instanceof FailedTransactionMetadata)
          return {
            context: { slot: slot() },
            value: {
              err: failure(r),
              logs: r.meta().logs(),
              accounts: null,
              unitsConsumed: 0,
              returnData: null,
            },
          }
        const meta = r.meta()
        return {
          context: { slot: slot() },
          value: {
            err: null,
            logs: meta.logs(),
            accounts: null,
            unitsConsumed: Number(meta.computeUnitsConsumed()),
            returnData: null,
            innerInstructions: [],
          },
        }
      } finally {
        svm.withSigverify(true)
      }
    },
    sendTransaction: (params) => {
      const tx = decodeTx(String(params[0]))
      const signature = signatureOf(tx)
      if (statuses.has(signature) && statuses.get(signature)!.err === null) return signature
      const r = svm.sendTransaction(tx as never)
      statuses.set(signature, {
        slot: slot(),
        err: r instanceof FailedTransactionMetadata ? failure(r) : null,
      })
      return signature
    },
    getSignatureStatuses: (params) => ({
      context: { slot: slot() },
      value: ((params[0] ?? []) as string[]).map((sig) => {
        const s = statuses.get(sig)
        return s
          ? {
              slot: s.slot,
              confirmations: null,
              err: s.err,
              status: s.err ? { Err: s.err } : { Ok: null },
              confirmationStatus: 'confirmed',
            }
          : null
      }),
    }),
    getTransaction: () => null,
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const answer = (call: { id?: Json; method?: string; params?: Json[] }) => {
        calls.push(String(call.method))
        const handler = methods[String(call.method)]
        if (!handler)
          return {
            jsonrpc: '2.0',
            id: call.id ?? null,
            error: { code: -32601, message: `method not found: ${call.method}` },
          }
        try {
          return { jsonrpc: '2.0', id: call.id ?? null, result: handler(call.params ?? []) }
        } catch (error) {
          return {
            jsonrpc: '2.0',
            id: call.id ?? null,
            error: {
              code: (error as { code?: number }).code ?? -32000,
              message: (error as Error).message,
            },
          }
        }
      }
      let body: unknown
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        body = null
      }
      const out = Array.isArray(body)
        ? body.map(answer)
        : answer((body ?? {}) as { id?: Json; method?: string; params?: Json[] })
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(out))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    svm,
    rpcUrl: `http://127.0.0.1:${port}`,
    feePayer,
    payer,
    payTo,
    usdcBalance,
    setUsdc,
    expireBlockhash: () => svm.expireBlockhash(),
    calls,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
