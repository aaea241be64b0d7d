/** The zone editor's form fields (docs/decisions/0091): one name, points text and remove box a row. */
export const zoneField = (row: number, field: 'name' | 'points' | 'remove') => `zone.${row}.${field}`;
