/**
 * The admin listener a server opens while it owns the embedded database's data folder, as both sides know it:
 * the file in the data folder that says where it is, and its routes.
 */
export const ADMIN_ENDPOINT_FILE = 'admin-endpoint.json';
export const ADMIN_DIRECTORY_IMPORT = '/admin/directory/import';
export const ADMIN_DIRECTORY_EXPORT = '/admin/directory/export';
export const ADMIN_STAFF_INVITES = '/admin/staff/invites';

export interface AdminEndpoint {
  port: number;
  token: string;
  pid: number;
}
