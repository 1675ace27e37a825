export { closureSchema } from './closure-schema.js';
export { weeklyHours as weeklyHoursSchema } from './hours-schema.js';
export { directoryJsonSchema } from './json-schema.js';
export type { Problem } from './problems.js';
export { formatProblem, locateInJson } from './problems.js';
export { FOLDER_JSON, parseJson, readDirectory } from './read-directory.js';
export {
  DIRECTORY_PARTS,
  DIRECTORY_VERSION,
  type Directory,
  type DirectoryBenefitCode,
  type DirectoryBrand,
  type DirectoryClinic,
  type DirectoryFile,
  type DirectoryProvider,
  type DirectoryService,
} from './schema.js';
export { decodeText, MAX_FILE_BYTES, tooLarge } from './text-file.js';
export { type Checked, validateDirectory } from './validate.js';
export { directoryFolderFiles, directoryJsonText, toFileShape, writeDirectory } from './write-directory.js';
