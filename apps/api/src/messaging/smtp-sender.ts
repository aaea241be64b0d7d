import nodemailer from 'nodemailer';
import type { MessageTransport } from './message-sender.ts';

/**
 * E-mail through any SMTP server (`SMTP_URL`), with nodemailer. Its default timeouts (up to 10
 * minutes of silence) would outlive the job's lease; these end a stuck connection well within it.
 */
export function smtpSender(smtp: { url: string; from: string }): MessageTransport {
  const transport = nodemailer.createTransport({
    url: smtp.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async deliver(message) {
      await transport.sendMail({
        from: smtp.from,
        to: message.to,
        subject: message.subject ?? '',
        text: message.body,
        ...(message.unsubscribeUrl && {
          headers: {
            'List-Unsubscribe': `<${message.unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }),
      });
    },
  };
}
