/** The handle returned for each injected interaction. */
import type { Json, RecordedInteractionResponse, RecordedMessage } from './types.ts';

export interface HandleHost {
  waitFor<T>(probe: () => T | undefined | null | false, timeoutMs?: number, what?: string): Promise<T>;
  message(id: string): RecordedMessage | undefined;
}

export class InteractionHandle {
  /** Every response of the bot to this interaction, in arrival order. */
  readonly responses: RecordedInteractionResponse[] = [];
  /**
   * Resolves with the first callback (POST /interactions/{id}/{token}/callback) the bot sent.
   * Never rejects; use `waitForCallback(timeoutMs)` to bound the wait.
   */
  readonly firstResponse: Promise<RecordedInteractionResponse>;
  /** performance.now() right before INTERACTION_CREATE was written to the gateway socket. */
  dispatchedAt = 0;
  /** Id of the interaction's original response message (reply, deferred reply, or the component's message). */
  originalMessageId: string | null = null;
  /** The first accepted callback type (null until acknowledged). */
  callbackType: number | null = null;

  /** @internal */ resolveFirst!: (r: RecordedInteractionResponse) => void;

  constructor(
    private readonly host: HandleHost,
    readonly id: string,
    readonly token: string,
    /** Interaction type: 2 command, 3 component, 4 autocomplete, 5 modal submit. */
    readonly type: number,
    /** The INTERACTION_CREATE `d` payload as dispatched. */
    readonly payload: Json,
    readonly userId: string,
    readonly channelId: string,
    readonly guildId: string | null,
    /** For component interactions: the message the component belongs to. */
    readonly messageId: string | null,
  ) {
    this.firstResponse = new Promise((resolve) => {
      this.resolveFirst = resolve;
    });
  }

  get acknowledged(): boolean {
    return this.callbackType !== null;
  }

  /** The first callback, if it arrived. */
  get callback(): RecordedInteractionResponse | undefined {
    return this.responses.find((r) => r.kind === 'callback' && r.status < 400);
  }

  /** Milliseconds from dispatch to the first callback, or null. */
  get timeToCallbackMs(): number | null {
    return this.callback?.elapsedMs ?? null;
  }

  /** The original response message (current state), if any. */
  get originalMessage(): RecordedMessage | undefined {
    return this.originalMessageId ? this.host.message(this.originalMessageId) : undefined;
  }

  /** Follow-up responses (POST /webhooks/{app}/{token}) accepted so far. */
  get followUps(): RecordedInteractionResponse[] {
    return this.responses.filter((r) => r.kind === 'followup' && r.status < 400);
  }

  /** Milliseconds between dispatch and a performance.now() timestamp (or anything with `at`/`createdAt`). */
  elapsedTo(at: number | { at: number } | { createdAt: number }): number {
    const t = typeof at === 'number' ? at : 'at' in at ? at.at : at.createdAt;
    return t - this.dispatchedAt;
  }

  waitForCallback(timeoutMs = 5000): Promise<RecordedInteractionResponse> {
    return this.waitForResponse((r) => r.kind === 'callback', timeoutMs, 'the interaction callback');
  }

  /** First response (already recorded or future) matching the predicate; accepted ones only unless `includeErrors`. */
  waitForResponse(
    predicate: (r: RecordedInteractionResponse) => boolean = () => true,
    timeoutMs = 5000,
    what = 'a matching response',
    includeErrors = false,
  ): Promise<RecordedInteractionResponse> {
    return this.host.waitFor(
      () => this.responses.find((r) => (includeErrors || r.status < 400) && predicate(r)),
      timeoutMs,
      `${what} to interaction ${this.id} (${this.describe()})`,
    );
  }

  /** Resolves once `count` accepted responses arrived; returns them all. */
  waitForResponses(count: number, timeoutMs = 5000): Promise<RecordedInteractionResponse[]> {
    return this.host.waitFor(
      () => {
        const ok = this.responses.filter((r) => r.status < 400);
        return ok.length >= count ? ok : undefined;
      },
      timeoutMs,
      `${count} responses to interaction ${this.id} (${this.describe()})`,
    );
  }

  /** The n-th (0-based) follow-up. */
  waitForFollowUp(n = 0, timeoutMs = 5000): Promise<RecordedInteractionResponse> {
    return this.host.waitFor(
      () => this.followUps[n],
      timeoutMs,
      `follow-up #${n} to interaction ${this.id} (${this.describe()})`,
    );
  }

  /** First edit of @original (e.g. after a defer). */
  waitForEdit(predicate: (r: RecordedInteractionResponse) => boolean = () => true, timeoutMs = 5000) {
    return this.waitForResponse((r) => r.kind === 'edit-original' && predicate(r), timeoutMs, 'an edit of @original');
  }

  /** First response (callback, edit or follow-up) that carries at least one attachment. */
  waitForAttachment(timeoutMs = 5000): Promise<RecordedInteractionResponse> {
    return this.waitForResponse((r) => r.attachments.length > 0, timeoutMs, 'a response with an attachment');
  }

  private describe(): string {
    const name = (this.payload.data as Json | undefined)?.name ?? (this.payload.data as Json | undefined)?.custom_id;
    const got = this.responses.map((r) => `${r.kind}${r.callbackName ? `:${r.callbackName}` : ''}(${r.status})`);
    return `type ${this.type} ${String(name)}; got [${got.join(', ')}]`;
  }
}
