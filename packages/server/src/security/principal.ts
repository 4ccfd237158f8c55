/** Who is calling, from a verified access token. */
export interface Principal {
  subject: string;
  /** The travel management company every query is scoped to (null when the token lacks it). */
  tmc: string | null;
  customerId: string | null;
  entitledTabs: string[];
  allowExportReports: boolean;
  defaultClients: string[];
  email: string | null;
  name: string | null;
}

/** A caller who may read and write tenant data: the verified principal and its TMC. */
export interface TenantCaller {
  principal: Principal;
  tmc: string;
}
