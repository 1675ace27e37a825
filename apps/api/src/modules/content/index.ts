export { insertMissingContent, isContentAt } from './content.repository.js';
export { servedContentDocument, servedContentObject } from './served-content.js';
export { type OnInvalidContent, readContent } from './stored-content.js';
