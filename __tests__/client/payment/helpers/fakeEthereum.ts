/**
 * A stand-in for the browser wallet's EIP-1193 provider (window.ethereum): the browser's API, not
 * one of our modules. It answers the methods the injected connector and signing use, records every
 * call, and emits accountsChanged / chainChanged like a wallet.
 */

type Listener = (...args: unknown[]) => void;

export interface RequestCall {
  method: string;
  params?: unknown;
}

export interface ProviderRpcError extends Error {
  code: number;
}

export function rpcError(code: number, message: string): ProviderRpcError {
  return Object.assign(new Error(message), { code });
}

export const userRejected = () => rpcError(4001, 'User rejected the request.');

/** 65 bytes, the shape of an ECDSA signature. */
export const FAKE_SIGNATURE = `0x${'ab'.repeat(64)}1b`;

export interface FakeEthereumOptions {
  accounts?: string[];
  chainId?: number;
  /** Already connected to the site (eth_accounts answers before any request). */
  connected?: boolean;
}

export class FakeEthereum {
  accounts: string[];
  chainId: number;
  connected: boolean;
  readonly calls: RequestCall[] = [];
  /** Set to make the next calls of a method fail with this error (e.g. `userRejected()`). */
  readonly failures = new Map<string, ProviderRpcError>();
  signature = FAKE_SIGNATURE;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor({ accounts = ['0x8ba1f109551bd432803012645ac136ddd64dba72'], chainId = 56, connected = false }: FakeEthereumOptions = {}) {
    this.accounts = accounts;
    this.chainId = chainId;
    this.connected = connected;
  }

  request = async ({ method, params }: RequestCall): Promise<unknown> => {
    this.calls.push({ method, params });
    const failure = this.failures.get(method);
    if (failure) throw failure;
    switch (method) {
      case 'eth_requestAccounts':
        this.connected = true;
        return this.accounts;
      case 'eth_accounts':
        return this.connected ? this.accounts : [];
      case 'eth_chainId':
        return `0x${this.chainId.toString(16)}`;
      case 'wallet_switchEthereumChain': {
        const [{ chainId }] = params as [{ chainId: string }];
        this.switchTo(Number.parseInt(chainId, 16));
        return null;
      }
      case 'wallet_addEthereumChain': {
        const [{ chainId }] = params as [{ chainId: string }];
        this.switchTo(Number.parseInt(chainId, 16));
        return null;
      }
      case 'personal_sign':
        return this.signature;
      case 'wallet_revokePermissions':
        this.connected = false;
        return null;
      default:
        // e.g. wallet_requestPermissions: not every wallet has it, and the connector carries on.
        throw rpcError(4200, `The wallet does not support ${method}`);
    }
  };

  /** What the page asked the wallet to do, in order. */
  methods(): string[] {
    return this.calls.map((call) => call.method);
  }

  callsOf(method: string): RequestCall[] {
    return this.calls.filter((call) => call.method === method);
  }

  switchTo(chainId: number): void {
    this.chainId = chainId;
    this.emit('chainChanged', `0x${chainId.toString(16)}`);
  }

  on(event: string, listener: Listener): this {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)?.add(listener);
    return this;
  }

  removeListener(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, ...args: unknown[]): void {
    this.listeners.get(event)?.forEach((listener) => listener(...args));
  }
}

type WindowWithEthereum = Window & { ethereum?: FakeEthereum };

export function installEthereum(options?: FakeEthereumOptions): FakeEthereum {
  const ethereum = new FakeEthereum(options);
  (window as WindowWithEthereum).ethereum = ethereum;
  return ethereum;
}

export function removeEthereum(): void {
  delete (window as WindowWithEthereum).ethereum;
}
