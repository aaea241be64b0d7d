import nodemailer from 'nodemailer';
import type { MessageSender } from './message-sender.ts';

/** E-mail through any SMTP server (`SMTP_URL`), with nodemailer. */
export function smtpSender(smtp: { url: string; from: string }): MessageSender {
  const transport = nodemailer.createTransport(smtp.url);
  return {
    async send(message) {
      await transport.sendMail({
        from: smtp.from,
        to: message.to,
        subject: message.subject ?? '',
        text: message.body,
      });
    },
  };
}
