/**
 * A minimal ERC-1271 smart wallet for the local chain, compiled from source here (solc-js): it
 * accepts its owner's ECDSA signature of a hash followed by one marker byte, so its signatures are
 * 66 bytes long and recover to the owner, never to the wallet: a payer whose payment only a call to
 * the wallet can verify.
 */
import { createRequire } from 'node:module'
import type { Address, Hex } from 'viem'

const require = createRequire(import.meta.url)

export const walletSource = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract OwnerSignedWallet {
    address public immutable owner;

    constructor(address walletOwner) {
        owner = walletOwner;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 66 || signature[65] != 0x01) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}
`

export const walletAbi = [
  {
    type: 'constructor',
    inputs: [{ name: 'walletOwner', type: 'address' }],
    stateMutability: 'nonpayable',
  },
] as const

/** The wallet's creation bytecode. */
export function compileWallet(): Hex {
  const solc = require('solc') as { compile(input: string): string }
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'OwnerSignedWallet.sol': { content: walletSource } },
        settings: { outputSelection: { '*': { '*': ['evm.bytecode.object'] } } },
      }),
    ),
  ) as {
    errors?: Array<{ severity: string; formattedMessage: string }>
    contracts: Record<string, Record<string, { evm: { bytecode: { object: string } } }>>
  }
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  return `0x${output.contracts['OwnerSignedWallet.sol']!.OwnerSignedWallet!.evm.bytecode.object}`
}

/** The wallet's signature: the owner's 65-byte signature and the marker byte. */
export const walletSignature = (ownerSignature: Hex): Hex => `${ownerSignature}01`

export type { Address }
