import type { MessageTransport, OutgoingMessage, OutgoingNotice } from './message-transport';

export interface WhatsAppOptions {
  /** Graph API base with its version, e.g. https://graph.facebook.com/v21.0. */
  apiUrl: string;
  /** A system-user access token of the WhatsApp Business account. */
  token: string;
  phoneNumberId: string;
  /** An approved authentication template with a copy-code button. */
  template: string;
  templateLanguage: string;
  /** Reminders and announcements use `{prefix}{kind}` utility templates (decision 0095). */
  noticeTemplatePrefix?: string;
}

/** Indonesia's country code: local numbers are typed with a trunk 0 (0812… is +62 812…). */
const localCountryCode = '62';

/** A phone number as the Cloud API wants it: E.164 digits without the plus. */
export function toWhatsAppNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') ? localCountryCode + digits.slice(1) : digits;
}

/**
 * A template parameter as Meta takes it (decision 0144): the Cloud API refuses a parameter with a
 * line break, a tab or more than 4 spaces in a row (error 132018), so an announcement's lines
 * become one line, each run of white space one space; at most 1,000 characters.
 */
export function templateParameterText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 1000);
}

/** Thrown on a non-2xx answer; it carries the status and Meta's reason, never the token. */
export class WhatsAppError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`WhatsApp Cloud API answered ${status}${detail ? `: ${detail}` : ''}`);
    this.name = 'WhatsAppError';
  }
}

/**
 * WhatsApp Cloud API: the code goes out as an authentication template whose body and
 * copy-code button both take the code as their one parameter (Meta's documented shape).
 */
export class WhatsAppTransport implements MessageTransport {
  readonly name = 'whatsapp';

  constructor(private readonly options: WhatsAppOptions) {}

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'whatsapp') {
      throw new Error(`the WhatsApp transport sends WhatsApp messages only, not ${message.channel}`);
    }
    const { template, templateLanguage } = this.options;
    await this.sendTemplate(
      message.to,
      {
        name: template,
        language: { code: templateLanguage },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: message.code }] },
          {
            type: 'button',
            sub_type: 'url',
            index: '0',
            parameters: [{ type: 'text', text: message.code }],
          },
        ],
      },
      message.code,
    );
  }

  /** A utility template per kind, in the person's language, its body parameters in order. */
  async sendNotice(notice: OutgoingNotice): Promise<void> {
    if (notice.channel !== 'whatsapp') {
      throw new Error(`the WhatsApp transport sends WhatsApp messages only, not ${notice.channel}`);
    }
    await this.sendTemplate(notice.to, {
      name: `${this.options.noticeTemplatePrefix ?? 'academy_'}${notice.template}`,
      language: { code: notice.language },
      components: [
        {
          type: 'body',
          parameters: notice.params.map((text) => ({ type: 'text', text: templateParameterText(text) })),
        },
      ],
    });
  }

  private async sendTemplate(to: string, template: object, secret = ''): Promise<void> {
    const { apiUrl, token, phoneNumberId } = this.options;
    const url = `${apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(phoneNumberId)}/messages`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: toWhatsAppNumber(to),
        type: 'template',
        template,
      }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) {
      throw new WhatsAppError(response.status, await this.reasonOf(response, secret));
    }
  }

  /** Meta's `error.message`, shortened, with the token and code masked should they be echoed. */
  private async reasonOf(response: Response, code: string): Promise<string> {
    try {
      const answer = (await response.json()) as { error?: { message?: unknown } };
      const reason = typeof answer.error?.message === 'string' ? answer.error.message : '';
      const masked = reason.slice(0, 200).replaceAll(this.options.token, '[token]');
      return code ? masked.replaceAll(code, '[code]') : masked;
    } catch {
      return '';
    }
  }
}
