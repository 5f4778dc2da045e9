/** The DOM id of a form field, from its form path: errors focus the field they are about. */
export const fieldId = (formId: string, path: string) => `${formId}-${path.replace(/\./g, '-')}`;
