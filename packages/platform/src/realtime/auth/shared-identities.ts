// Channels that joined with the same token share one identity and one expiry timer: 10,000 sockets on the anon key
// hold one copy of its claims and one timer, not 10,000 of each.
import type { ChannelIdentity } from './channel-identity';

/** Something bound to an identity that must end when its token expires (a joined channel). */
export interface ExpiringMember {
  expire(): void;
}

interface Entry {
  identity: ChannelIdentity;
  members: Set<ExpiringMember>;
  timer: NodeJS.Timeout;
}

/** setTimeout's longest delay; a later expiry re-arms when it fires. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export class SharedIdentities {
  private readonly byToken = new Map<string, Entry>();

  get size(): number {
    return this.byToken.size;
  }

  /** The identity every member holding this (verified) token shares; `member.expire()` runs when the token expires. */
  acquire(identity: ChannelIdentity, member: ExpiringMember): ChannelIdentity {
    let entry = this.byToken.get(identity.token);
    if (!entry) {
      entry = { identity, members: new Set(), timer: this.arm(identity) };
      this.byToken.set(identity.token, entry);
    }
    entry.members.add(member);
    return entry.identity;
  }

  release(identity: ChannelIdentity, member: ExpiringMember): void {
    const entry = this.byToken.get(identity.token);
    if (!entry?.members.delete(member) || entry.members.size > 0) return;
    clearTimeout(entry.timer);
    this.byToken.delete(identity.token);
  }

  /** The stored copy of a token a channel holds, else the token itself: sockets on one apikey keep one string. */
  intern(token: string): string {
    return this.byToken.get(token)?.identity.token ?? token;
  }

  clear(): void {
    for (const entry of this.byToken.values()) clearTimeout(entry.timer);
    this.byToken.clear();
  }

  private arm(identity: ChannelIdentity): NodeJS.Timeout {
    const timer = setTimeout(() => this.expire(identity), Math.max(0, Math.min(identity.expiresAt * 1000 - Date.now(), MAX_DELAY_MS)));
    timer.unref();
    return timer;
  }

  private expire(identity: ChannelIdentity): void {
    const entry = this.byToken.get(identity.token);
    if (!entry) return;
    if (identity.expiresAt * 1000 > Date.now()) {
      entry.timer = this.arm(identity);
      return;
    }
    this.byToken.delete(identity.token);
    for (const member of [...entry.members]) member.expire();
  }
}
