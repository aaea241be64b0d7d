/**
 * The checks a browser can make on chosen files before sending them (the API judges them again, by
 * content): how many, which kinds, how large. The messages are the API's own (upload.*), handed to
 * the page by its loader with `{name}` left to fill, so the browser says exactly what the server would.
 */

export interface UploadMessages {
  /** No file chosen. */
  required: string;
  /** More than `maxFiles`. */
  tooMany: string;
  /** `{name}`: a file of another kind. */
  type: string;
  /** `{name}`: a file over the size limit. */
  tooLarge: string;
  /** `{name}`: an empty file. */
  empty: string;
}

export interface UploadRules {
  maxFiles: number;
  maxFileBytes: number;
  /** Whether at least one file is needed (a prescription) or none (a support issue). */
  required: boolean;
}

const kinds = /^(image\/(jpeg|png|webp|heic|heif)|application\/pdf)$/i;
const extensions = /\.(jpe?g|png|webp|heic|heif|pdf)$/i;

/** Whether a file looks like a photo or a PDF by its declared type, or its name when there is none. */
export function isAcceptedKind(file: { name: string; type: string }): boolean {
  return file.type ? kinds.test(file.type) : extensions.test(file.name);
}

/** The problems with the chosen files, in order; none when they may be sent. */
export function uploadProblems(
  files: readonly { name: string; type: string; size: number }[],
  rules: UploadRules,
  messages: UploadMessages,
): string[] {
  const fill = (template: string, name: string) => template.replaceAll('{name}', name);
  const problems: string[] = [];
  if (files.length === 0 && rules.required) problems.push(messages.required);
  if (files.length > rules.maxFiles) problems.push(messages.tooMany);
  for (const file of files) {
    if (!isAcceptedKind(file)) problems.push(fill(messages.type, file.name));
    else if (file.size === 0) problems.push(fill(messages.empty, file.name));
    else if (file.size > rules.maxFileBytes) problems.push(fill(messages.tooLarge, file.name));
  }
  return problems;
}
