'use client'

import dynamic from 'next/dynamic'

/** The join form's script behind a lazy boundary: only event pages load it. */
export const JoinForm = dynamic(() => import('./JoinForm.client').then((m) => m.JoinForm))
