/** The panel's element id, which the launcher names in aria-controls (shared without loading the panel). */
export const CHAT_PANEL_ID = 'chat-panel';
