export { type AuditEntry, appendAudit, auditInsert } from './audit.repository.js';
