/** The prescriptions feature's public face (profile tabs 7 and 8, a prescription's page; docs/decisions/0033). */
export { PrescriptionLists, PrescriptionStatusBadge } from './prescription-list.tsx';
export { PrescriptionScreen } from './prescription-screen.tsx';
export { UploadPrescriptionForm } from './upload-form.tsx';
