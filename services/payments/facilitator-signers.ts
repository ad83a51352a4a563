/**
 * The in-process facilitator's signers, built from its keys: an EVM signer over viem whose receipt
 * wait is bounded and resolves a late settlement (late-receipt.ts), and a Solana fee payer whose
 * confirmation wait ends when the transaction confirms or its blockhash expires
 * (late-receipt-svm.ts). The RPC errors they pass on carry no signed transaction.
 */
import type { Network } from '@x402/core/types'
import { toFacilitatorEvmSigner, type FacilitatorEvmSigner } from '@x402/evm'
import { toFacilitatorSvmSigner, type FacilitatorSvmSigner } from '@x402/svm'
import {
  currentSettlementWatch,
  DEFAULT_RECEIPT_TIMINGS,
  trackLateSettlements,
  type LateSettlementResolver,
  type ReceiptTimings,
  type SettlementChain,
} from './late-receipt.js'
import {
  awaitSolanaConfirmation,
  DEFAULT_SOLANA_TIMINGS,
  type SolanaSettlementChain,
  type SolanaTimings,
} from './late-receipt-svm.js'

/** An EVM facilitator signer that can also resolve its own late settlements (evmSignerFromKey). */
export type ResolvingEvmSigner = FacilitatorEvmSigner & { lateSettlements?: LateSettlementResolver }

/** The longest one chain call of a late-receipt wait may take. */
const WATCH_CALL_TIMEOUT_MS = 3_000

/**
 * A facilitator EVM signer from a private key and an RPC URL (viem; a nonce manager serialises
 * concurrent settlements). Its receipt wait is bounded and ends one way or the other
 * (late-receipt.ts): the settlement landed, or it provably never will.
 */
export async function evmSignerFromKey(
  privateKey: `0x${string}`,
  rpcUrl: string,
  network: Network,
  timings: ReceiptTimings = DEFAULT_RECEIPT_TIMINGS,
): Promise<ResolvingEvmSigner> {
  const { createWalletClient, defineChain, http, publicActions, nonceManager } =
    await import('viem')
  const { privateKeyToAccount } = await import('viem/accounts')
  const chainId = Number(network.split(':')[1])
  const chain = defineChain({
    id: chainId,
    name: network,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const account = privateKeyToAccount(privateKey, { nonceManager })
  // viem polls for a receipt every 4 s when the chain declares no block time; Base makes a block
  // every 2 s, so a 4 s poll could hold a paid response for seconds after it settled.
  const client = createWalletClient({
    account,
    chain,
    pollingInterval: 250,
    transport: http(rpcUrl, { timeout: 20_000 }),
  }).extend(publicActions)
  type Args<K extends keyof typeof client> = (typeof client)[K] extends (a: infer A) => unknown
    ? A
    : never
  // The late-receipt wait's own client: each call bounded to a few seconds and not retried (the
  // wait polls again), so a hanging provider cannot stretch the client's wait by 4 x 20 s a call.
  const watchClient = createWalletClient({
    account,
    chain,
    pollingInterval: 250,
    transport: http(rpcUrl, { timeout: WATCH_CALL_TIMEOUT_MS, retryCount: 0 }),
  }).extend(publicActions)
  const settlementChain: SettlementChain<Awaited<ReturnType<typeof client.getTransactionReceipt>>> =
    {
      receipt: async (hash) => {
        try {
          return await watchClient.getTransactionReceipt({ hash })
        } catch (error) {
          if ((error as Error).name === 'TransactionReceiptNotFoundError') return null
          throw error
        }
      },
      transaction: async (hash) => {
        try {
          const tx = await watchClient.getTransaction({ hash })
          return {
            nonce: tx.nonce,
            ...(tx.maxFeePerGas !== undefined && tx.maxPriorityFeePerGas !== undefined
              ? { maxFeePerGas: tx.maxFeePerGas, maxPriorityFeePerGas: tx.maxPriorityFeePerGas }
              : { gasPrice: tx.gasPrice ?? 0n }),
          }
        } catch (error) {
          if ((error as Error).name === 'TransactionNotFoundError') return null
          throw error
        }
      },
      minedNonce: () =>
        watchClient.getTransactionCount({ address: account.address, blockTag: 'latest' }),
      latestBlockTimestamp: async () =>
        (await watchClient.getBlock({ blockTag: 'latest' })).timestamp,
      estimateFees: async () => {
        const fees = await watchClient.estimateFeesPerGas()
        return fees.maxFeePerGas !== undefined && fees.maxPriorityFeePerGas !== undefined
          ? { maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas }
          : { gasPrice: fees.gasPrice ?? 0n }
      },
      sendReplacement: (nonce, fees) =>
        watchClient.sendTransaction({
          account,
          chain,
          to: account.address,
          value: 0n,
          gas: 21_000n,
          nonce,
          ...(fees.maxFeePerGas !== undefined
            ? { maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas }
            : { gasPrice: fees.gasPrice }),
        } as Args<'sendTransaction'>),
    }
  const signer = toFacilitatorEvmSigner({
    address: account.address,
    readContract: (args) => client.readContract(args as Args<'readContract'>),
    verifyTypedData: (args) => client.verifyTypedData(args as Args<'verifyTypedData'>),
    writeContract: (args) => client.writeContract(args as Args<'writeContract'>),
    sendTransaction: (args) => client.sendTransaction(args as Args<'sendTransaction'>),
    waitForTransactionReceipt: (args) =>
      client.waitForTransactionReceipt(args as Args<'waitForTransactionReceipt'>),
    getCode: (args) => client.getCode(args as Args<'getCode'>),
  })
  const tracker = trackLateSettlements(settlementChain, timings)
  return {
    ...signer,
    waitForTransactionReceipt: (args) => tracker.wait(args.hash, currentSettlementWatch()),
    lateSettlements: tracker.resolver,
  }
}

/** Bytes of a Solana secret key: a JSON array of 64 numbers (solana-keygen's file) or base58 of 64 bytes. */
export async function svmSecretKeyBytes(secret: string): Promise<Uint8Array> {
  const text = secret.trim()
  let bytes: Uint8Array
  if (text.startsWith('[')) {
    const parsed: unknown = JSON.parse(text)
    if (!Array.isArray(parsed) || !parsed.every((n) => Number.isInteger(n) && n >= 0 && n <= 255))
      throw new RangeError('SVM_FACILITATOR_PRIVATE_KEY: a JSON array of bytes was expected')
    bytes = Uint8Array.from(parsed as number[])
  } else {
    const { getBase58Encoder } = await import('@solana/kit')
    bytes = new Uint8Array(getBase58Encoder().encode(text))
  }
  if (bytes.length !== 64)
    throw new RangeError(
      `SVM_FACILITATOR_PRIVATE_KEY: 64 bytes (secret + public key) expected, got ${bytes.length}`,
    )
  return bytes
}

/**
 * A facilitator Solana signer (fee payer) from a secret key and an RPC URL. Its confirmation wait
 * ends one way or the other (late-receipt-svm.ts): the transaction confirmed, or its blockhash
 * expired without it.
 */
export async function svmSignerFromKey(
  secret: string,
  rpcUrl: string,
  timings: SolanaTimings = DEFAULT_SOLANA_TIMINGS,
): Promise<FacilitatorSvmSigner> {
  const {
    createKeyPairSignerFromBytes,
    createSolanaRpc,
    getBase64Encoder,
    getCompiledTransactionMessageDecoder,
    getTransactionDecoder,
  } = await import('@solana/kit')
  const signer = await createKeyPairSignerFromBytes(await svmSecretKeyBytes(secret))
  const inner = toFacilitatorSvmSigner(signer, { defaultRpcUrl: rpcUrl })
  const rpc = createSolanaRpc(rpcUrl)
  const chain: SolanaSettlementChain = {
    status: async (signature) => {
      const { value } = await rpc
        .getSignatureStatuses([signature as Parameters<typeof rpc.getSignatureStatuses>[0][0]], {
          searchTransactionHistory: true,
        })
        .send()
      const entry = value[0]
      if (!entry) return null
      const confirmed =
        entry.confirmationStatus === 'confirmed' || entry.confirmationStatus === 'finalized'
      return { confirmed, err: entry.err }
    },
    isBlockhashValid: async (blockhash) =>
      (
        await rpc
          .isBlockhashValid(blockhash as Parameters<typeof rpc.isBlockhashValid>[0], {
            commitment: 'confirmed',
          })
          .send()
      ).value,
  }
  /** signature -> the blockhash its transaction names (kept until its confirmation wait ends). */
  const blockhashes = new Map<string, string>()
  const blockhashOf = (wire: string): string | undefined => {
    try {
      const tx = getTransactionDecoder().decode(getBase64Encoder().encode(wire))
      const message = getCompiledTransactionMessageDecoder().decode(tx.messageBytes)
      return String(message.lifetimeToken)
    } catch {
      return undefined
    }
  }
  return {
    ...inner,
    // The scheme prints a failed send to the console; an RPC error may carry the signed transaction
    // in its context, so only its code goes on.
    sendTransaction: async (transaction, network) => {
      let signature: string
      try {
        signature = await inner.sendTransaction(transaction, network)
      } catch (error) {
        const code =
          (error as { context?: { __code?: unknown }; code?: unknown }).context?.__code ??
          (error as { code?: unknown }).code
        throw new Error(
          `Solana sendTransaction failed${code !== undefined ? ` (code ${String(code)})` : ''}`,
        )
      }
      const blockhash = blockhashOf(transaction)
      if (blockhash) blockhashes.set(signature, blockhash)
      return signature
    },
    confirmTransaction: async (signature) => {
      try {
        await awaitSolanaConfirmation(
          chain,
          signature,
          blockhashes.get(signature),
          timings,
          currentSettlementWatch(),
        )
      } finally {
        blockhashes.delete(signature)
      }
    },
  }
}
