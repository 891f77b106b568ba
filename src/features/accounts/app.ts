/** What the Next app mounts: the registration block's component (pages live under `/account`). */
import 'server-only'

export { RegisterFormComponent } from './block/Component'
export { visitorDataRoute } from './server/data-export'
export { AccountPage } from './views/AccountPage'
export { ResetPage } from './views/ResetPage'
export { VerifyPage } from './views/VerifyPage'
export { accountStrings } from './messages'
export { accountStatusOf } from './server/account-status'

/** The block's examples for /styleguide. */
export { fixtures as registerFormFixtures } from './block/fixtures'
