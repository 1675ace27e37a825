export { validateBenefitCode } from './benefit-codes.service.js';
