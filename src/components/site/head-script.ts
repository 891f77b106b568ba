import { OFFICE_STORAGE_KEY } from './office-choice'

/** The page preloader (a thin bar at the top), removed about 250 ms after load. */
export const preloaderHtml = '<div id="preloader" class="preloader" aria-hidden="true"></div>'

/**
 * Runs before first paint: marks that JavaScript runs (lazy sections and animations are enabled
 * only then, so pages stay whole without it) and turns scroll animations off for mobile user
 * agents and for visitors who prefer reduced motion, as the original theme did; and sets the
 * office the visitor chose in the top bar (./office-choice.ts), which storage may refuse.
 */
export const headScript = `(function(d){var c=d.documentElement.classList;c.add('js');if(/Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile/i.test(navigator.userAgent)||(window.matchMedia&&matchMedia('(prefers-reduced-motion: reduce)').matches))c.add('no-motion');try{var o=localStorage.getItem('${OFFICE_STORAGE_KEY}');if(o)d.documentElement.setAttribute('data-office',o)}catch(e){}})(document)`
