/** Where 'Direct support' leads: the support mailbox of the platform. */
export const SUPPORT_URL = 'mailto:support@tripsight.example?subject=Tripsight%20support';
