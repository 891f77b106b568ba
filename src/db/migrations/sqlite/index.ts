import * as migration_20261122_074503_initial from './20261122_074503_initial';
import * as migration_20261123_130109_contact_forms from './20261123_130109_contact_forms';
import * as migration_20261123_170908_mail_outbox from './20261123_170908_mail_outbox';
import * as migration_20261123_172803_autoresponder_echo from './20261123_172803_autoresponder_echo';
import * as migration_20261123_191802_no_login_lockout from './20261123_191802_no_login_lockout';
import * as migration_20261123_221804_events from './20261123_221804_events';
import * as migration_20261123_225149_accounts_newsletter from './20261123_225149_accounts_newsletter';
import * as migration_20261124_012927_widget_areas from './20261124_012927_widget_areas';
import * as migration_20261124_065014_properties_loop_grid from './20261124_065014_properties_loop_grid';
import * as migration_20261124_071500_read_indexes from './20261124_071500_read_indexes';
import * as migration_20261124_075500_submission_list_index from './20261124_075500_submission_list_index';
import * as migration_20261126_183759_event_seat_confirmation from './20261126_183759_event_seat_confirmation';
import * as migration_20261126_220437_admin_time_zone_property_drafts from './20261126_220437_admin_time_zone_property_drafts';
import * as migration_20261127_004810_menus from './20261127_004810_menus';
import * as migration_20261127_011725_site_search from './20261127_011725_site_search';
import * as migration_20261127_040329_top_bar_offices from './20261127_040329_top_bar_offices';
import * as migration_20261127_073225_popups from './20261127_073225_popups';
import * as migration_20261127_074652_map_block from './20261127_074652_map_block';
import * as migration_20261127_151058_portfolio from './20261127_151058_portfolio';
import * as migration_20261127_155032_market from './20261127_155032_market';

export const migrations = [
  {
    up: migration_20261122_074503_initial.up,
    down: migration_20261122_074503_initial.down,
    name: '20261122_074503_initial',
  },
  {
    up: migration_20261123_130109_contact_forms.up,
    down: migration_20261123_130109_contact_forms.down,
    name: '20261123_130109_contact_forms',
  },
  {
    up: migration_20261123_170908_mail_outbox.up,
    down: migration_20261123_170908_mail_outbox.down,
    name: '20261123_170908_mail_outbox',
  },
  {
    up: migration_20261123_172803_autoresponder_echo.up,
    down: migration_20261123_172803_autoresponder_echo.down,
    name: '20261123_172803_autoresponder_echo',
  },
  {
    up: migration_20261123_191802_no_login_lockout.up,
    down: migration_20261123_191802_no_login_lockout.down,
    name: '20261123_191802_no_login_lockout',
  },
  {
    up: migration_20261123_221804_events.up,
    down: migration_20261123_221804_events.down,
    name: '20261123_221804_events',
  },
  {
    up: migration_20261123_225149_accounts_newsletter.up,
    down: migration_20261123_225149_accounts_newsletter.down,
    name: '20261123_225149_accounts_newsletter',
  },
  {
    up: migration_20261124_012927_widget_areas.up,
    down: migration_20261124_012927_widget_areas.down,
    name: '20261124_012927_widget_areas',
  },
  {
    up: migration_20261124_065014_properties_loop_grid.up,
    down: migration_20261124_065014_properties_loop_grid.down,
    name: '20261124_065014_properties_loop_grid',
  },
  {
    up: migration_20261124_071500_read_indexes.up,
    down: migration_20261124_071500_read_indexes.down,
    name: '20261124_071500_read_indexes',
  },
  {
    up: migration_20261124_075500_submission_list_index.up,
    down: migration_20261124_075500_submission_list_index.down,
    name: '20261124_075500_submission_list_index',
  },
  {
    up: migration_20261126_183759_event_seat_confirmation.up,
    down: migration_20261126_183759_event_seat_confirmation.down,
    name: '20261126_183759_event_seat_confirmation',
  },
  {
    up: migration_20261126_220437_admin_time_zone_property_drafts.up,
    down: migration_20261126_220437_admin_time_zone_property_drafts.down,
    name: '20261126_220437_admin_time_zone_property_drafts',
  },
  {
    up: migration_20261127_004810_menus.up,
    down: migration_20261127_004810_menus.down,
    name: '20261127_004810_menus',
  },
  {
    up: migration_20261127_011725_site_search.up,
    down: migration_20261127_011725_site_search.down,
    name: '20261127_011725_site_search',
  },
  {
    up: migration_20261127_040329_top_bar_offices.up,
    down: migration_20261127_040329_top_bar_offices.down,
    name: '20261127_040329_top_bar_offices',
  },
  {
    up: migration_20261127_073225_popups.up,
    down: migration_20261127_073225_popups.down,
    name: '20261127_073225_popups',
  },
  {
    up: migration_20261127_074652_map_block.up,
    down: migration_20261127_074652_map_block.down,
    name: '20261127_074652_map_block',
  },
  {
    up: migration_20261127_151058_portfolio.up,
    down: migration_20261127_151058_portfolio.down,
    name: '20261127_151058_portfolio',
  },
  {
    up: migration_20261127_155032_market.up,
    down: migration_20261127_155032_market.down,
    name: '20261127_155032_market'
  },
];
