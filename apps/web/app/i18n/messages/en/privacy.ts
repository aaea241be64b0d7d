/** Copy of the profile's "My data" page (docs/decisions/0067): consents, the download, deleting the account. */
export const privacy = {
  title: 'My data',
  intro:
    'What we keep about you: your profile, addresses, orders and payments, prescriptions and their files, support messages, notifications and your choices below.',
  consentsTitle: 'Your choices',
  consentsIntro: 'You can give or take back each of these at any time.',
  privacyGiven: 'You accepted the privacy notice (version {version}).',
  privacyNotGiven: 'You have not accepted the privacy notice yet.',
  kind_marketing_sms: 'Offers by SMS',
  kind_marketing_whatsapp: 'Offers by WhatsApp',
  kind_marketing_email: 'Offers by e-mail',
  kind_marketing_push: 'Offers as notifications',
  kind_health_data: 'Use of my health data (prescriptions) to prepare my orders',
  saveConsents: 'Save my choices',
  consentsSaved: 'Your choices are saved.',
  downloadTitle: 'Download my data',
  downloadIntro: 'A ZIP file with all your data as JSON files and the files you uploaded.',
  download: 'Download my data',
  deleteTitle: 'Delete my account',
  deleteIntro:
    'Your name, phone, e-mail, addresses, prescriptions and messages are erased and you are signed out everywhere. Your orders stay for our accounts, without your name. This cannot be undone.',
  sendCode: 'Send me a code',
  codeLabel: 'Code sent to your phone',
  confirmLabel: 'I understand that my account will be deleted for good',
  confirmRequired: 'Tick the box to confirm',
  deleteAccount: 'Delete my account',
} as const;
