/**
 * Two minimal ERC-1271 smart wallets for the local chain, compiled from source here (solc-js):
 *  - `OwnerSignedWallet` accepts its owner's ECDSA signature of a hash followed by one marker byte,
 *    so its signatures are 66 bytes long;
 *  - `ReplaySafeWallet` accepts its owner's plain 65-byte ECDSA signature of the wallet's own hash
 *    of the request (keccak256 of the wallet's address and the hash), as Coinbase Smart Wallet and
 *    Safe do, so its signatures have an ECDSA signature's length and recover to an address that is
 *    neither the wallet nor its owner.
 * Either way a payer whose payment only a call to the wallet can verify.
 */
import { createRequire } from 'node:module'
import { encodeAbiParameters, keccak256, type Address, type Hex } from 'viem'

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

contract ReplaySafeWallet {
    address public immutable owner;

    constructor(address walletOwner) {
        owner = walletOwner;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        bytes32 own = keccak256(abi.encode(address(this), hash));
        return ecrecover(own, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
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

export type WalletContract = 'OwnerSignedWallet' | 'ReplaySafeWallet'

/** A wallet's creation bytecode. */
export function compileWallet(contract: WalletContract = 'OwnerSignedWallet'): Hex {
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
  return `0x${output.contracts['OwnerSignedWallet.sol']![contract]!.evm.bytecode.object}`
}

/** OwnerSignedWallet's signature: the owner's 65-byte signature and the marker byte. */
export const walletSignature = (ownerSignature: Hex): Hex => `${ownerSignature}01`

/** The hash a ReplaySafeWallet's owner signs for a request hash (an EIP-712 digest). */
export const replaySafeHash = (wallet: Address, digest: Hex): Hex =>
  keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'bytes32' }], [wallet, digest]))

export type { Address }
