// Generated from /api/openapi.json by openapi-typescript (npm run api:types). Do not edit.
export interface paths {
    "/api/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete my account: my personal workspace with its rows and files; my rows in team workspaces stay there
         * @description Delete my account: my personal workspace with its rows and files; my rows in team workspaces stay there
         */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account-connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deprecated: use GET /api/publishing-accounts
         * @deprecated
         * @description Deprecated: use GET /api/publishing-accounts
         */
        get: operations["getAccountConnections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account-connections/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deprecated: use GET /api/publishing-accounts/{id}
         * @deprecated
         * @description Deprecated: use GET /api/publishing-accounts/{id}
         */
        get: operations["getAccountConnectionsById"];
        /**
         * Deprecated: use PUT /api/publishing-accounts/{id}
         * @deprecated
         * @description Deprecated: use PUT /api/publishing-accounts/{id}
         */
        put: operations["putAccountConnectionsById"];
        post?: never;
        /**
         * Deprecated: use DELETE /api/publishing-accounts/{id}
         * @deprecated
         * @description Deprecated: use DELETE /api/publishing-accounts/{id}
         */
        delete: operations["deleteAccountConnectionsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account-connections/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deprecated: use POST /api/publishing-accounts/{id}/test
         * @deprecated
         * @description Deprecated: use POST /api/publishing-accounts/{id}/test
         */
        post: operations["postAccountConnectionsByIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's social media accounts, newest first
         * @description The workspace's social media accounts, newest first
         */
        get: operations["getAccounts"];
        put?: never;
        /**
         * Create a social media account
         * @description Create a social media account
         */
        post: operations["postAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One social media account
         * @description One social media account
         */
        get: operations["getAccountsById"];
        put?: never;
        post?: never;
        /**
         * Delete a social media account
         * @description Delete a social media account
         */
        delete: operations["deleteAccountsById"];
        options?: never;
        head?: never;
        /**
         * Change some fields of a social media account
         * @description Change some fields of a social media account
         */
        patch: operations["patchAccountsById"];
        trace?: never;
    };
    "/api/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Instance settings: who may sign up (admin)
         * @description Instance settings: who may sign up (admin)
         */
        get: operations["getAdminSettings"];
        /**
         * Set who may sign up: open, invite-only (with a workspace invitation) or closed (admin)
         * @description Set who may sign up: open, invite-only (with a workspace invitation) or closed (admin)
         */
        put: operations["putAdminSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users, newest first, whose email contains q (admin)
         * @description Users, newest first, whose email contains q (admin)
         */
        get: operations["getAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a user with their personal workspace, its rows and files; refused while they own a team workspace (admin)
         * @description Delete a user with their personal workspace, its rows and files; refused while they own a team workspace (admin)
         */
        delete: operations["deleteAdminUsersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable a user: every session ends at once and sign-in is refused (admin)
         * @description Disable a user: every session ends at once and sign-in is refused (admin)
         */
        post: operations["postAdminUsersByIdDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable a disabled user (admin)
         * @description Enable a disabled user (admin)
         */
        post: operations["postAdminUsersByIdEnable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/resend-confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail an unconfirmed user a new confirmation link (admin)
         * @description Mail an unconfirmed user a new confirmation link (admin)
         */
        post: operations["postAdminUsersByIdResendConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Make a user an admin or remove the role; the last admin stays (admin)
         * @description Make a user an admin or remove the role; the last admin stays (admin)
         */
        put: operations["putAdminUsersByIdRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out: ends the session of the refresh token (body or cookie) and of the bearer access token
         * @description Sign out: ends the session of the refresh token (body or cookie) and of the bearer access token
         */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a password reset link
         * @description Mail a password reset link
         */
        post: operations["postAuthRecover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where mail goes (the sign-up page warns when it cannot reach users) and whether it asks for a setup code
         * @description Where mail goes (the sign-up page warns when it cannot reach users) and whether it asks for a setup code
         */
        get: operations["getAuthSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account; a confirmation mail is sent
         * @description Create an account; a confirmation mail is sent
         */
        post: operations["postAuthSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a password, or refresh a session
         * @description Sign in with a password, or refresh a session
         */
        post: operations["postAuthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user
         * @description The signed-in user
         */
        get: operations["getAuthUser"];
        /**
         * Change the email address (confirmed by a mail to the new address) or the password; needs current_password
         * @description Change the email address (confirmed by a mail to the new address) or the password; needs current_password
         */
        put: operations["putAuthUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a mailed link: confirm sign-up, reset the password, or confirm an email change
         * @description Complete a mailed link: confirm sign-up, reset the password, or confirm an email change
         */
        post: operations["postAuthVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's brand strategies, newest first
         * @description The workspace's brand strategies, newest first
         */
        get: operations["getBrands"];
        put?: never;
        /**
         * Create a brand strategy in the workspace (admin)
         * @description Create a brand strategy in the workspace (admin)
         */
        post: operations["postBrands"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/brands/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One brand strategy
         * @description One brand strategy
         */
        get: operations["getBrandsById"];
        put?: never;
        post?: never;
        /**
         * Delete a brand strategy (admin)
         * @description Delete a brand strategy (admin)
         */
        delete: operations["deleteBrandsById"];
        options?: never;
        head?: never;
        /**
         * Change some fields of a brand strategy (admin)
         * @description Change some fields of a brand strategy (admin)
         */
        patch: operations["patchBrandsById"];
        trace?: never;
    };
    "/api/budget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's monthly AI budget, what it used this month and the warning or refusal to show
         * @description The workspace's monthly AI budget, what it used this month and the warning or refusal to show
         */
        get: operations["getBudget"];
        /**
         * Set the workspace's monthly AI budget in tokens or US dollars (workspace admins)
         * @description Set the workspace's monthly AI budget in tokens or US dollars (workspace admins)
         */
        put: operations["putBudget"];
        post?: never;
        /**
         * Remove the workspace's monthly AI budget: no limit (workspace admins)
         * @description Remove the workspace's monthly AI budget: no limit (workspace admins)
         */
        delete: operations["deleteBudget"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clusters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's style clusters, newest first, with how many posts each holds
         * @description The workspace's style clusters, newest first, with how many posts each holds
         */
        get: operations["getClusters"];
        put?: never;
        /**
         * Create a style cluster
         * @description Create a style cluster
         */
        post: operations["postClusters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clusters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One style cluster
         * @description One style cluster
         */
        get: operations["getClustersById"];
        put?: never;
        post?: never;
        /**
         * Delete a style cluster (its content stays in the history)
         * @description Delete a style cluster (its content stays in the history)
         */
        delete: operations["deleteClustersById"];
        options?: never;
        head?: never;
        /**
         * Rename a style cluster or change its description
         * @description Rename a style cluster or change its description
         */
        patch: operations["patchClustersById"];
        trace?: never;
    };
    "/api/clusters/{id}/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The content history rows in a cluster, newest first
         * @description The content history rows in a cluster, newest first
         */
        get: operations["getClustersByIdPosts"];
        /**
         * Set the cluster's membership: links posts not yet in it, unlinks members not named
         * @description Set the cluster's membership: links posts not yet in it, unlinks members not named
         */
        put: operations["putClustersByIdPosts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * AI connections (system ones first), without secrets (admin: others see models, not connections)
         * @description AI connections (system ones first), without secrets (admin: others see models, not connections)
         */
        get: operations["getConnections"];
        put?: never;
        /**
         * Add a connection (admin); its key is encrypted at rest and never answered
         * @description Add a connection (admin); its key is encrypted at rest and never answered
         */
        post: operations["postConnections"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/connections/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a connection and its models (admin); refused while it serves the default model
         * @description Remove a connection and its models (admin); refused while it serves the default model
         */
        delete: operations["deleteConnectionsById"];
        options?: never;
        head?: never;
        /**
         * Change a connection (admin): api_key and headers are replaced when given, removed when null
         * @description Change a connection (admin): api_key and headers are replaced when given, removed when null
         */
        patch: operations["patchConnectionsById"];
        trace?: never;
    };
    "/api/connections/{id}/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider's models, searchable, with those already added (admin)
         * @description The provider's models, searchable, with those already added (admin)
         */
        get: operations["getConnectionsByIdModels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/connections/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Call the provider (its model list) and answer its own words (admin)
         * @description Call the provider (its model list) and answer its own words (admin)
         */
        post: operations["postConnectionsByIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/connections/detected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Servers found on this machine that are not connections yet (admin)
         * @description Servers found on this machine that are not connections yet (admin)
         */
        get: operations["getConnectionsDetected"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's content count, saved image count and the 5 latest history items
         * @description In `recent`, content and original_content are shortened to 500 characters.
         */
        get: operations["getDashboardSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/mailbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mail kept while no SMTP server is configured (loopback development server only)
         * @description Mail kept while no SMTP server is configured (loopback development server only)
         */
        get: operations["getDevMailbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's documents, newest first, each with a text preview
         * @description The workspace's documents, newest first, each with a text preview
         */
        get: operations["getDocuments"];
        put?: never;
        /**
         * Upload a document (multipart field `file`) and extract its text
         * @description Upload a document (multipart field `file`) and extract its text
         */
        post: operations["postDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One document with its extracted text
         * @description One document with its extracted text
         */
        get: operations["getDocumentsById"];
        put?: never;
        post?: never;
        /**
         * Delete a document and its file (storage_error when only the file could not be removed)
         * @description Delete a document and its file (storage_error when only the file could not be removed)
         */
        delete: operations["deleteDocumentsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's drafts of one content page, in their order
         * @description The workspace's drafts of one content page, in their order
         */
        get: operations["getDrafts"];
        put?: never;
        /**
         * Create a draft on a content page (the client may name its uuid; the same id again answers 409 with the row)
         * @description Create a draft on a content page (the client may name its uuid; the same id again answers 409 with the row)
         */
        post: operations["postDrafts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/drafts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One draft (an open page fetches a row whose change event was too large to carry it)
         * @description One draft (an open page fetches a row whose change event was too large to carry it)
         */
        get: operations["getDraftsById"];
        put?: never;
        post?: never;
        /**
         * Delete a draft
         * @description Delete a draft
         */
        delete: operations["deleteDraftsById"];
        options?: never;
        head?: never;
        /**
         * Change a draft made on base_version; 409 with the current row when it changed since, for a field-by-field merge
         * @description Change a draft made on base_version; 409 with the current row when it changed since, for a field-by-field merge
         */
        patch: operations["patchDraftsById"];
        trace?: never;
    };
    "/api/drafts/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put a page's drafts in the given order
         * @description Put a page's drafts in the given order
         */
        post: operations["postDraftsReorder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's data as one zip: every table's rows as JSON and CSV, and its images, uploads and documents
         * @description The workspace's data as one zip: every table's rows as JSON and CSV, and its images, uploads and documents
         */
        get: operations["getExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/adjust-post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revise a post by adjustment notes
         * @description Revise a post by adjustment notes
         */
        post: operations["postFunctionsAdjustPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/analyze-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write content from up to four images
         * @description Write content from up to four images
         */
        post: operations["postFunctionsAnalyzeImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/expand-content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Expand content to a length (short, medium, long)
         * @description Expand content to a length (short, medium, long)
         */
        post: operations["postFunctionsExpandContent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/generate-alternatives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Alternative versions of a text (exactly count, distinct)
         * @description Alternative versions of a text (exactly count, distinct)
         */
        post: operations["postFunctionsGenerateAlternatives"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/generate-headlines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 1 to 20 headlines for a text, each labelled with its formula and counted
         * @description 1 to 20 headlines for a text, each labelled with its formula and counted
         */
        post: operations["postFunctionsGenerateHeadlines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/generate-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate images; stored in social_images
         * @description Generate images; stored in social_images
         */
        post: operations["postFunctionsGenerateImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/generate-seo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * SEO copy for a text: meta title, meta description, slug, 5 keywords, Open Graph title and description
         * @description SEO copy for a text: meta title, meta description, slug, 5 keywords, Open Graph title and description
         */
        post: operations["postFunctionsGenerateSeo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/generate-social-posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Social post ideas from a prompt (and a cluster)
         * @description Social post ideas from a prompt (and a cluster)
         */
        post: operations["postFunctionsGenerateSocialPosts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/generate-text-post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write one piece of content from text (or ideas, given {prompt, numPosts})
         * @description Write one piece of content from text (or ideas, given {prompt, numPosts})
         */
        post: operations["postFunctionsGenerateTextPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/generate-with-clusters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Content ideas from a style cluster
         * @description Content ideas from a style cluster
         */
        post: operations["postFunctionsGenerateWithClusters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/process-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Topics {topic, details} from notes
         * @description Topics {topic, details} from notes
         */
        post: operations["postFunctionsProcessNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/repurpose": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rewrite a text for several targets at once (X thread, LinkedIn, newsletter section, ...), counted against their limits
         * @description Rewrite a text for several targets at once (X thread, LinkedIn, newsletter section, ...), counted against their limits
         */
        post: operations["postFunctionsRepurpose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/suggest-visuals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Three visual concepts for a draft (what it shows, why it fits, image prompt, aspect ratio for the platform, alt text)
         * @description Three visual concepts for a draft (what it shows, why it fits, image prompt, aspect ratio for the platform, alt text)
         */
        post: operations["postFunctionsSuggestVisuals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness and database reachability
         * @description Liveness and database reachability
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness for orchestrators: the process is up and its event loop answers (no database call)
         * @description Liveness for orchestrators: the process is up and its event loop answers (no database call)
         */
        get: operations["getHealthLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness for load balancers: 200 while the instance should get traffic, 503 when draining, the database is unreachable or migrations are missing
         * @description Readiness for load balancers: 200 while the instance should get traffic, 503 when draining, the database is unreachable or migrations are missing
         */
        get: operations["getHealthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's content history, newest first
         * @description `q` matches content or original content (case-insensitive substring; % and _ are literal).
         */
        get: operations["getHistory"];
        put?: never;
        /**
         * Save content to the history by hand (generations are recorded by the AI functions themselves)
         * @description Save content to the history by hand (generations are recorded by the AI functions themselves)
         */
        post: operations["postHistory"];
        /**
         * Delete several items by id (only the workspace's are deleted)
         * @description Delete several items by id (only the workspace's are deleted)
         */
        delete: operations["deleteHistory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/history/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One history item
         * @description One history item
         */
        get: operations["getHistoryById"];
        put?: never;
        post?: never;
        /**
         * Delete one item
         * @description Delete one item
         */
        delete: operations["deleteHistoryById"];
        options?: never;
        head?: never;
        /**
         * Change an item's content, original content or metadata
         * @description Change an item's content, original content or metadata
         */
        patch: operations["patchHistoryById"];
        trace?: never;
    };
    "/api/history/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the workspace's History as a zip: history.csv and the items' images
         * @description The same filters as the list (`q`, `type`, `language`), newest first, at most 5000 items. history.csv has the columns Created, Type, Platform, Language, Prompt, Model, Operation, Content, Original content, Images; Images names each image by its path in the zip (images/...), so the links do not expire.
         */
        get: operations["getHistoryExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/history/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Counts for the stat cards
         * @description `recent` counts items of the last 7 days, at most 5.
         */
        get: operations["getHistoryStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's saved generated images, newest first (q: prompt text, tag: one tag)
         * @description The workspace's saved generated images, newest first (q: prompt text, tag: one tag)
         */
        get: operations["getImages"];
        put?: never;
        /**
         * Save a generated image (a key of the caller's in social_images) to the workspace's collection
         * @description Save a generated image (a key of the caller's in social_images) to the workspace's collection
         */
        post: operations["postImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One saved image
         * @description One saved image
         */
        get: operations["getImagesById"];
        put?: never;
        post?: never;
        /**
         * Delete a saved image and its file (storage_error when only the file could not be removed)
         * @description Delete a saved image and its file (storage_error when only the file could not be removed)
         */
        delete: operations["deleteImagesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What an invitation link offers, before signing in: the workspace's name, the role and who invited
         * @description What an invitation link offers, before signing in: the workspace's name, the role and who invited
         */
        get: operations["getInvitationsByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation as the signed-in user (once); an email invitation only by the account with that email
         * @description Accept an invitation as the signed-in user (once); an email invitation only by the account with that email
         */
        post: operations["postInvitationsByTokenAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/local-models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The downloadable local models, with download progress and what is installed
         * @description The downloadable local models, with download progress and what is installed
         */
        get: operations["getLocalModels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/local-models/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a downloaded model and its AI model row (admin); refused while it is the default
         * @description Delete a downloaded model and its AI model row (admin); refused while it is the default
         */
        delete: operations["deleteLocalModelsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/local-models/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Download (or resume downloading) a model (admin); it is registered as an AI model when verified
         * @description Download (or resume downloading) a model (admin); it is registered as an AI model when verified
         */
        post: operations["postLocalModelsByIdDownload"];
        /**
         * Cancel a download and delete its partial file (admin)
         * @description Cancel a download and delete its partial file (admin)
         */
        delete: operations["deleteLocalModelsByIdDownload"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/local-models/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause a download, keeping the bytes received; downloading again resumes it (admin)
         * @description Pause a download, keeping the bytes received; downloading again resumes it (admin)
         */
        post: operations["postLocalModelsByIdPause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/local-models/by-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add any GGUF file by its https address and start downloading it (admin); private hosts are refused
         * @description Add any GGUF file by its https address and start downloading it (admin); private hosts are refused
         */
        post: operations["postLocalModelsByUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/local-models/hub": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a hub repository's .gguf file, held to the hub's size and sha256, and start downloading it (admin)
         * @description Add a hub repository's .gguf file, held to the hub's size and sha256, and start downloading it (admin)
         */
        post: operations["postLocalModelsHub"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/local-models/hub/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a hub repository's .gguf files with their sizes (admin)
         * @description List a hub repository's .gguf files with their sizes (admin)
         */
        get: operations["getLocalModelsHubFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/local-models/hub/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the model hub (HF_HUB_URL) for repositories with GGUF files (admin)
         * @description Search the model hub (HF_HUB_URL) for repositories with GGUF files (admin)
         */
        get: operations["getLocalModelsHubSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/local-models/runtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The local-model process: state, the model in memory and its memory use
         * @description The local-model process: state, the model in memory and its memory use
         */
        get: operations["getLocalModelsRuntime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics of this instance (bearer METRICS_TOKEN); 404 while METRICS_TOKEN is unset
         * @description Prometheus metrics of this instance (bearer METRICS_TOKEN); 404 while METRICS_TOKEN is unset
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * AI models ordered by provider then name: every field for admins, a model's name and whether it works for everyone else
         * @description AI models ordered by provider then name: every field for admins, a model's name and whether it works for everyone else
         */
        get: operations["getModels"];
        put?: never;
        /**
         * Add a model of a connection: discovered, or any id (admin)
         * @description Add a model of a connection: discovered, or any id (admin)
         */
        post: operations["postModels"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/models/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a model (admin); refused for the default
         * @description Delete a model (admin); refused for the default
         */
        delete: operations["deleteModelsById"];
        options?: never;
        head?: never;
        /**
         * Rename, re-id, retype, (de)activate a model or set its temperature and max output tokens (admin)
         * @description Rename, re-id, retype, (de)activate a model or set its temperature and max output tokens (admin)
         */
        patch: operations["patchModelsById"];
        trace?: never;
    };
    "/api/models/{id}/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a model the default (admin); it is activated too
         * @description Make a model the default (admin); it is activated too
         */
        post: operations["postModelsByIdDefault"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/models/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The default AI model, with whether its connection works (and why not, for admins)
         * @description The default AI model, with whether its connection works (and why not, for admins)
         */
        get: operations["getModelsDefault"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's notes, newest first
         * @description The workspace's notes, newest first
         */
        get: operations["getNotes"];
        put?: never;
        /**
         * Create a note
         * @description Create a note
         */
        post: operations["postNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One note
         * @description One note
         */
        get: operations["getNotesById"];
        put?: never;
        post?: never;
        /**
         * Delete a note
         * @description Delete a note
         */
        delete: operations["deleteNotesById"];
        options?: never;
        head?: never;
        /**
         * Change some fields of a note
         * @description Change some fields of a note
         */
        patch: operations["patchNotesById"];
        trace?: never;
    };
    "/api/prompt-library": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The curated prompt library, ordered by type then name
         * @description At most 500 rows in one response; `next_cursor` is always null. `q` searches name and description.
         */
        get: operations["getPromptLibrary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prompt-library/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One library prompt
         * @description One library prompt
         */
        get: operations["getPromptLibraryById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prompt-library/{id}/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a library prompt to the workspace's prompts (created active)
         * @description Add a library prompt to the workspace's prompts (created active)
         */
        post: operations["postPromptLibraryByIdCopy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prompts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's prompts, newest first
         * @description `type=email_broadcast` also matches `email` prompts, and `type=article` also matches `blog` prompts. `q` searches name, description and prompt text.
         */
        get: operations["getPrompts"];
        put?: never;
        /**
         * Create a prompt
         * @description Create a prompt
         */
        post: operations["postPrompts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prompts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One prompt
         * @description One prompt
         */
        get: operations["getPromptsById"];
        put?: never;
        post?: never;
        /**
         * Delete a prompt
         * @description Delete a prompt
         */
        delete: operations["deletePromptsById"];
        options?: never;
        head?: never;
        /**
         * Change a prompt's name, description, text, type or active flag
         * @description Change a prompt's name, description, text, type or active flag
         */
        patch: operations["patchPromptsById"];
        trace?: never;
    };
    "/api/prompts/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Counts for the stat cards: total, active, custom (total minus active)
         * @description Counts for the stat cards: total, active, custom (total minus active)
         */
        get: operations["getPromptsStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publishing-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's publishing accounts: the platform settings saved for each account (secrets are never answered)
         * @description The workspace's publishing accounts: the platform settings saved for each account (secrets are never answered)
         */
        get: operations["getPublishingAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publishing-accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One account's publishing account
         * @description One account's publishing account
         */
        get: operations["getPublishingAccountsById"];
        /**
         * Connect an account to Bluesky, Mastodon or a webhook (credentials are encrypted at rest)
         * @description Connect an account to Bluesky, Mastodon or a webhook (credentials are encrypted at rest)
         */
        put: operations["putPublishingAccountsById"];
        post?: never;
        /**
         * Disconnect an account from its platform (removes its publishing account)
         * @description Disconnect an account from its platform (removes its publishing account)
         */
        delete: operations["deletePublishingAccountsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publishing-accounts/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in to the platform (or ping the webhook) without posting
         * @description Sign in to the platform (or ping the webhook) without posting
         */
        post: operations["postPublishingAccountsByIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scheduled-posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's scheduled posts (every member's) in a time range (soonest first), by account and status
         * @description The workspace's scheduled posts (every member's) in a time range (soonest first), by account and status
         */
        get: operations["getScheduledPosts"];
        put?: never;
        /**
         * Schedule a post (or publish it now) to one or more connected accounts: one post per account
         * @description Schedule a post (or publish it now) to one or more connected accounts: one post per account
         */
        post: operations["postScheduledPosts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scheduled-posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One scheduled post
         * @description One scheduled post
         */
        get: operations["getScheduledPostsById"];
        put?: never;
        post?: never;
        /**
         * Remove a post from the calendar (one being sent right now cannot be)
         * @description Remove a post from the calendar (one being sent right now cannot be)
         */
        delete: operations["deleteScheduledPostsById"];
        options?: never;
        head?: never;
        /**
         * Edit or reschedule a post that has not been sent yet
         * @description Edit or reschedule a post that has not been sent yet
         */
        patch: operations["patchScheduledPostsById"];
        trace?: never;
    };
    "/api/scheduled-posts/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a failed or missed post again now
         * @description Send a failed or missed post again now
         */
        post: operations["postScheduledPostsByIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storage-quota": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's stored bytes per category (uploads, documents, generated images) against its storage quota
         * @description The workspace's stored bytes per category (uploads, documents, generated images) against its storage quota
         */
        get: operations["getStorageQuota"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storage-quota/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The default storage quota of every workspace and the local models' disk budget, with their use (admin)
         * @description The default storage quota of every workspace and the local models' disk budget, with their use (admin)
         */
        get: operations["getStorageQuotaSettings"];
        /**
         * Set the default storage quota and/or the local models' disk budget, in bytes (admin)
         * @description Set the default storage quota and/or the local models' disk budget, in bytes (admin)
         */
        put: operations["putStorageQuotaSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storage-quota/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Workspaces with their stored bytes and quota, the largest first, 100 at most (admin; q filters by name or owner's email)
         * @description Workspaces with their stored bytes and quota, the largest first, 100 at most (admin; q filters by name or owner's email)
         */
        get: operations["getStorageQuotaWorkspaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storage-quota/workspaces/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a workspace's own storage quota in bytes, or null to use the default again (admin)
         * @description Set a workspace's own storage quota in bytes, or null to use the default again (admin)
         */
        put: operations["putStorageQuotaWorkspacesById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storage/{bucket}/{owner}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stored file, for its author or a member of its workspace (bearer token), or anyone with a signed URL (?exp=&sig=)
         * @description A stored file, for its author or a member of its workspace (bearer token), or anyone with a signed URL (?exp=&sig=)
         */
        get: operations["getStorageByBucketByOwnerByFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's uploaded images, newest first
         * @description The workspace's uploaded images, newest first
         */
        get: operations["getUploads"];
        put?: never;
        /**
         * Upload images (multipart field `files`): sniffed, size and pixel limited, metadata stripped
         * @description Upload images (multipart field `files`): sniffed, size and pixel limited, metadata stripped
         */
        post: operations["postUploads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One uploaded image
         * @description One uploaded image
         */
        get: operations["getUploadsById"];
        put?: never;
        post?: never;
        /**
         * Delete an uploaded image and its file (storage_error when only the file could not be removed)
         * @description Delete an uploaded image and its file (storage_error when only the file could not be removed)
         */
        delete: operations["deleteUploadsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * AI calls, tokens, errors, median latency and estimated cost per model and per day
         * @description For the last 7, 30 or 90 days (UTC, today included). A member gets the calls of the workspace (X-Workspace-Id), every member's; an instance admin gets everyone's, or one user's with user_id, and the users with calls for the filter.
         */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/usage/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Model prices in US dollars per million input and output tokens
         * @description Model prices in US dollars per million input and output tokens
         */
        get: operations["getUsagePrices"];
        /**
         * Set the price of a model, keyed by provider and model id (admin)
         * @description Set the price of a model, keyed by provider and model id (admin)
         */
        put: operations["putUsagePrices"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visuals/alt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set (edit) the alt text of a stored image of the workspace
         * @description Set (edit) the alt text of a stored image of the workspace
         */
        put: operations["putVisualsAlt"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visuals/alt/describe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write alt text for a stored image of the workspace (a connected vision model, else the built-in describer) and keep it with the image
         * @description Write alt text for a stored image of the workspace (a connected vision model, else the built-in describer) and keep it with the image
         */
        post: operations["postVisualsAltDescribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visuals/brand-kits/{brandId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A brand's kit for graphics (the defaults until it is set)
         * @description A brand's kit for graphics (the defaults until it is set)
         */
        get: operations["getVisualsBrandKitsByBrandId"];
        /**
         * Set a brand's kit: primary, secondary and background colours, the font, and a logo (an upload of the workspace)
         * @description Set a brand's kit: primary, secondary and background colours, the font, and a logo (an upload of the workspace)
         */
        put: operations["putVisualsBrandKitsByBrandId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visuals/graphics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Render a quote card or a carousel (up to 10 slides) from a text in a brand's kit; stored as uploads (PNG) and, for a carousel, a PDF document
         * @description Render a quote card or a carousel (up to 10 slides) from a text in a brand's kit; stored as uploads (PNG) and, for a carousel, a PDF document
         */
        post: operations["postVisualsGraphics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visuals/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's images (saved and uploaded) ranked by how well their alt text, prompt and tags match a text (BM25)
         * @description The workspace's images (saved and uploaded) ranked by how well their alt text, prompt and tags match a text (BM25)
         */
        get: operations["getVisualsMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's workspaces (personal first), each with the caller's role and its member count
         * @description The caller's workspaces (personal first), each with the caller's role and its member count
         */
        get: operations["getWorkspaces"];
        put?: never;
        /**
         * Create a team workspace; the caller is its owner
         * @description Create a team workspace; the caller is its owner
         */
        post: operations["postWorkspaces"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workspaces/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a team workspace with everything in it (the owner); a personal workspace goes only with its account
         * @description Delete a team workspace with everything in it (the owner); a personal workspace goes only with its account
         */
        delete: operations["deleteWorkspacesById"];
        options?: never;
        head?: never;
        /**
         * Rename a workspace (admins and the owner)
         * @description Rename a workspace (admins and the owner)
         */
        patch: operations["patchWorkspacesById"];
        trace?: never;
    };
    "/api/workspaces/{id}/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's API keys: the caller's own, or every member's for admins and the owner (never the keys themselves)
         * @description The workspace's API keys: the caller's own, or every member's for admins and the owner (never the keys themselves)
         */
        get: operations["getWorkspacesByIdApiKeys"];
        put?: never;
        /**
         * Create an API key that acts as the caller in this workspace, capped by its scopes; the answer shows the key this once
         * @description Create an API key that acts as the caller in this workspace, capped by its scopes; the answer shows the key this once
         */
        post: operations["postWorkspacesByIdApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workspaces/{id}/api-keys/{key_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key at once (one's own; admins and the owner: any of the workspace's)
         * @description Revoke an API key at once (one's own; admins and the owner: any of the workspace's)
         */
        delete: operations["deleteWorkspacesByIdApiKeysByKeyId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workspaces/{id}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's pending invitations (not accepted or revoked; expired ones can be resent), newest first
         * @description The workspace's pending invitations (not accepted or revoked; expired ones can be resent), newest first
         */
        get: operations["getWorkspacesByIdInvitations"];
        put?: never;
        /**
         * Invite someone with a role: by email (mailed with its link) or as a single-use link answered once; valid 7 days
         * @description Invite someone with a role: by email (mailed with its link) or as a single-use link answered once; valid 7 days
         */
        post: operations["postWorkspacesByIdInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workspaces/{id}/invitations/{invitation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a pending invitation: its link stops working
         * @description Revoke a pending invitation: its link stops working
         */
        delete: operations["deleteWorkspacesByIdInvitationsByInvitationId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workspaces/{id}/invitations/{invitation_id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail an email invitation again with a new link, valid 7 more days (the old link stops working)
         * @description Mail an email invitation again with a new link, valid 7 more days (the old link stops working)
         */
        post: operations["postWorkspacesByIdInvitationsByInvitationIdResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workspaces/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave a workspace; the owner transfers ownership first
         * @description Leave a workspace; the owner transfers ownership first
         */
        post: operations["postWorkspacesByIdLeave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workspaces/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The members of a workspace with their roles, the owner first
         * @description The members of a workspace with their roles, the owner first
         */
        get: operations["getWorkspacesByIdMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workspaces/{id}/members/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member (admins and the owner); they lose access at once, also on their open pages
         * @description Remove a member (admins and the owner); they lose access at once, also on their open pages
         */
        delete: operations["deleteWorkspacesByIdMembersByUserId"];
        options?: never;
        head?: never;
        /**
         * Change a member's role (admins and the owner); the owner's role changes only by a transfer
         * @description Change a member's role (admins and the owner); the owner's role changes only by a transfer
         */
        patch: operations["patchWorkspacesByIdMembersByUserId"];
        trace?: never;
    };
    "/api/workspaces/{id}/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make another member the owner (the owner only); the previous owner becomes an admin
         * @description Make another member the owner (the owner only); the previous owner becomes an admin
         */
        post: operations["postWorkspacesByIdTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workspaces/{id}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's webhook endpoints, with their status (secrets are never answered again)
         * @description The workspace's webhook endpoints, with their status (secrets are never answered again)
         */
        get: operations["getWorkspacesByIdWebhooks"];
        put?: never;
        /**
         * Add an endpoint for some events; its signing secret (whsec_…) is answered this once
         * @description Add an endpoint for some events; its signing secret (whsec_…) is answered this once
         */
        post: operations["postWorkspacesByIdWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workspaces/{id}/webhooks/{endpoint_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an endpoint with its delivery log (deliveries not sent yet are dropped)
         * @description Delete an endpoint with its delivery log (deliveries not sent yet are dropped)
         */
        delete: operations["deleteWorkspacesByIdWebhooksByEndpointId"];
        options?: never;
        head?: never;
        /**
         * Change an endpoint's address, description or events, or enable (its failure count starts over) or pause it
         * @description Change an endpoint's address, description or events, or enable (its failure count starts over) or pause it
         */
        patch: operations["patchWorkspacesByIdWebhooksByEndpointId"];
        trace?: never;
    };
    "/api/workspaces/{id}/webhooks/{endpoint_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's deliveries, newest first, each with its attempts and the last answer (status and up to 2 KB of body)
         * @description An endpoint's deliveries, newest first, each with its attempts and the last answer (status and up to 2 KB of body)
         */
        get: operations["getWorkspacesByIdWebhooksByEndpointIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workspaces/{id}/webhooks/{endpoint_id}/deliveries/{delivery_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivered or failed delivery once more, with the same webhook-id
         * @description Send a delivered or failed delivery once more, with the same webhook-id
         */
        post: operations["postWorkspacesByIdWebhooksByEndpointIdDeliveriesByDeliveryIdRedeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workspaces/{id}/webhooks/{endpoint_id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace an endpoint's signing secret; the new one is answered this once and signs every attempt from now on
         * @description Replace an endpoint's signing secret; the new one is answered this once and signs every attempt from now on
         */
        post: operations["postWorkspacesByIdWebhooksByEndpointIdRotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workspaces/{id}/webhooks/{endpoint_id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a webhook.test event to this endpoint (also while it is disabled); the delivery shows in its log
         * @description Send a webhook.test event to this endpoint (also while it is disabled); the delivery shows in its log
         */
        post: operations["postWorkspacesByIdWebhooksByEndpointIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workspaces/current/brand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's current brand in the workspace
         * @description Kept per member per workspace, so it follows the member across devices; a member who chose none has the owner's choice, the workspace's current brand. `brand_id` is null when neither is chosen or the chosen brands were deleted.
         */
        get: operations["getWorkspacesCurrentBrand"];
        /**
         * Choose the caller's current brand in the workspace (null: no brand)
         * @description Choose the caller's current brand in the workspace (null: no brand)
         */
        put: operations["putWorkspacesCurrentBrand"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmation: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Deleted; every session has ended */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The user owns a team workspace (named): transfer or delete it first */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Too many password attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getAccountConnections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Renamed: use the same operation under /api/publishing-accounts */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getAccountConnectionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Renamed: use the same operation under /api/publishing-accounts */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    putAccountConnectionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Renamed: use the same operation under /api/publishing-accounts */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    deleteAccountConnectionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Renamed: use the same operation under /api/publishing-accounts */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postAccountConnectionsByIdTest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The account's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Renamed: use the same operation under /api/publishing-accounts */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getAccounts: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of accounts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            brand_voice: string | null;
                            content_guidelines: string | null;
                            created_at: string;
                            description: string | null;
                            handle: string;
                            hashtag_groups: string[];
                            /** Format: uuid */
                            id: string;
                            is_active: boolean;
                            key_topics: string[];
                            name: string;
                            notes: string | null;
                            /** @enum {string} */
                            platform: "instagram" | "facebook" | "twitter" | "linkedin" | "tiktok" | "bluesky" | "mastodon" | "webhook";
                            target_audience: string | null;
                            updated_at: string;
                            /** Format: uuid */
                            user_id: string | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postAccounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    brand_voice?: string | null;
                    content_guidelines?: string | null;
                    description?: string | null;
                    handle: string;
                    hashtag_groups?: string[] | string;
                    is_active?: boolean;
                    key_topics?: string[] | string;
                    name: string;
                    notes?: string | null;
                    /** @enum {string} */
                    platform?: "instagram" | "facebook" | "twitter" | "linkedin" | "tiktok" | "bluesky" | "mastodon" | "webhook";
                    target_audience?: string | null;
                };
            };
        };
        responses: {
            /** @description The new account */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        brand_voice: string | null;
                        content_guidelines: string | null;
                        created_at: string;
                        description: string | null;
                        handle: string;
                        hashtag_groups: string[];
                        /** Format: uuid */
                        id: string;
                        is_active: boolean;
                        key_topics: string[];
                        name: string;
                        notes: string | null;
                        /** @enum {string} */
                        platform: "instagram" | "facebook" | "twitter" | "linkedin" | "tiktok" | "bluesky" | "mastodon" | "webhook";
                        target_audience: string | null;
                        updated_at: string;
                        /** Format: uuid */
                        user_id: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getAccountsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        brand_voice: string | null;
                        content_guidelines: string | null;
                        created_at: string;
                        description: string | null;
                        handle: string;
                        hashtag_groups: string[];
                        /** Format: uuid */
                        id: string;
                        is_active: boolean;
                        key_topics: string[];
                        name: string;
                        notes: string | null;
                        /** @enum {string} */
                        platform: "instagram" | "facebook" | "twitter" | "linkedin" | "tiktok" | "bluesky" | "mastodon" | "webhook";
                        target_audience: string | null;
                        updated_at: string;
                        /** Format: uuid */
                        user_id: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    deleteAccountsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    patchAccountsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    brand_voice?: string | null;
                    content_guidelines?: string | null;
                    description?: string | null;
                    handle?: string;
                    hashtag_groups?: string[] | string;
                    is_active?: boolean;
                    key_topics?: string[] | string;
                    name?: string;
                    notes?: string | null;
                    /** @enum {string} */
                    platform?: "instagram" | "facebook" | "twitter" | "linkedin" | "tiktok" | "bluesky" | "mastodon" | "webhook";
                    target_audience?: string | null;
                };
            };
        };
        responses: {
            /** @description The updated account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        brand_voice: string | null;
                        content_guidelines: string | null;
                        created_at: string;
                        description: string | null;
                        handle: string;
                        hashtag_groups: string[];
                        /** Format: uuid */
                        id: string;
                        is_active: boolean;
                        key_topics: string[];
                        name: string;
                        notes: string | null;
                        /** @enum {string} */
                        platform: "instagram" | "facebook" | "twitter" | "linkedin" | "tiktok" | "bluesky" | "mastodon" | "webhook";
                        target_audience: string | null;
                        updated_at: string;
                        /** Format: uuid */
                        user_id: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getAdminSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        signup_mode: "open" | "invite_only" | "closed";
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    putAdminSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    signup_mode: "open" | "invite_only" | "closed";
                };
            };
        };
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        signup_mode: "open" | "invite_only" | "closed";
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getAdminUsers: {
        parameters: {
            query?: {
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The users */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        truncated: boolean;
                        users: {
                            created_at: string;
                            disabled_at: string | null;
                            email: string;
                            email_confirmed_at: string | null;
                            /** Format: uuid */
                            id: string;
                            owned_teams: string[];
                            /** @enum {string} */
                            role: "user" | "admin";
                        }[];
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    deleteAdminUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description No such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The last admin, or the admin's own account */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postAdminUsersByIdDisable: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        disabled_at: string | null;
                        email: string;
                        email_confirmed_at: string | null;
                        /** Format: uuid */
                        id: string;
                        owned_teams: string[];
                        /** @enum {string} */
                        role: "user" | "admin";
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description No such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The last admin, or the admin's own account */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postAdminUsersByIdEnable: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        disabled_at: string | null;
                        email: string;
                        email_confirmed_at: string | null;
                        /** Format: uuid */
                        id: string;
                        owned_teams: string[];
                        /** @enum {string} */
                        role: "user" | "admin";
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description No such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The last admin, or the admin's own account */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postAdminUsersByIdResendConfirmation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        disabled_at: string | null;
                        email: string;
                        email_confirmed_at: string | null;
                        /** Format: uuid */
                        id: string;
                        owned_teams: string[];
                        /** @enum {string} */
                        role: "user" | "admin";
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description No such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The last admin, or the admin's own account */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    putAdminUsersByIdRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "user" | "admin";
                };
            };
        };
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        disabled_at: string | null;
                        email: string;
                        email_confirmed_at: string | null;
                        /** Format: uuid */
                        id: string;
                        owned_teams: string[];
                        /** @enum {string} */
                        role: "user" | "admin";
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description No such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The last admin, or the admin's own account */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    refresh_token?: string;
                };
            };
        };
        responses: {
            /** @description Signed out */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postAuthRecover: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Same answer whether or not the email exists */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getAuthSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Public auth settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mail: "smtp" | "mailbox" | "none";
                        setup_code: boolean;
                        /** @enum {string} */
                        signup_mode: "open" | "invite_only" | "closed";
                    };
                };
            };
        };
    };
    postAuthSignup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    invitation_token?: string;
                    password: string;
                    setup_code?: string;
                };
            };
        };
        responses: {
            /** @description Same answer whether or not the email exists */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Sign-up is closed, or invite-only without a valid invitation */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postAuthToken: {
        parameters: {
            query: {
                grant_type: "password" | "refresh_token";
            };
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    email?: string;
                    password?: string;
                    refresh_token?: string;
                };
            };
        };
        responses: {
            /** @description A session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        expires_at: number;
                        expires_in: number;
                        refresh_token?: string;
                        /** @enum {string} */
                        token_type: "bearer";
                        user: {
                            created_at: string;
                            email: string;
                            email_confirmed_at: string | null;
                            factors: {
                                /** @enum {string} */
                                factor_type: "totp" | "phone";
                                id: string;
                                /** @enum {string} */
                                status: "verified";
                            }[];
                            id: string;
                            identities: {
                                identity_id: string;
                                provider: string;
                            }[];
                            new_email?: string;
                            /** @enum {string} */
                            role: "user" | "admin";
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The account is disabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getAuthUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        email: string;
                        email_confirmed_at: string | null;
                        factors: {
                            /** @enum {string} */
                            factor_type: "totp" | "phone";
                            id: string;
                            /** @enum {string} */
                            status: "verified";
                        }[];
                        id: string;
                        identities: {
                            identity_id: string;
                            provider: string;
                        }[];
                        new_email?: string;
                        /** @enum {string} */
                        role: "user" | "admin";
                        updated_at: string;
                    };
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    putAuthUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    /** Format: email */
                    email?: string;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description The user, with new_email pending (the same whether or not the address is taken) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        email: string;
                        email_confirmed_at: string | null;
                        factors: {
                            /** @enum {string} */
                            factor_type: "totp" | "phone";
                            id: string;
                            /** @enum {string} */
                            status: "verified";
                        }[];
                        id: string;
                        identities: {
                            identity_id: string;
                            provider: string;
                        }[];
                        new_email?: string;
                        /** @enum {string} */
                        role: "user" | "admin";
                        updated_at: string;
                    };
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Email unchanged */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postAuthVerify: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password?: string;
                    token: string;
                    /** @enum {string} */
                    type: "signup" | "recovery" | "email_change";
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        user: {
                            created_at: string;
                            email: string;
                            email_confirmed_at: string | null;
                            factors: {
                                /** @enum {string} */
                                factor_type: "totp" | "phone";
                                id: string;
                                /** @enum {string} */
                                status: "verified";
                            }[];
                            id: string;
                            identities: {
                                identity_id: string;
                                provider: string;
                            }[];
                            new_email?: string;
                            /** @enum {string} */
                            role: "user" | "admin";
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getBrands: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of brands */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            additional_notes: string | null;
                            brand_name: string;
                            brand_voice: string | null;
                            content_guidelines: string | null;
                            created_at: string;
                            /** Format: uuid */
                            id: string;
                            key_messaging: string | null;
                            key_topics: string | null;
                            language: string | null;
                            mission: string | null;
                            no_dashes: boolean;
                            no_emojis: boolean;
                            no_semicolons: boolean;
                            /** @enum {string|null} */
                            spelling_preference: "american" | "british" | null;
                            target_audience: string | null;
                            updated_at: string;
                            /** Format: uuid */
                            user_id: string | null;
                            vision: string | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postBrands: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    additional_notes?: string | null;
                    brand_name: string;
                    brand_voice?: string | null;
                    content_guidelines?: string | null;
                    key_messaging?: string | null;
                    key_topics?: string | null;
                    language?: ("en" | "zh" | "hi" | "es" | "fr" | "ar" | "bn" | "pt" | "ru" | "ur" | "id" | "de" | "ja" | "mr" | "te" | "tr" | "ta" | "vi" | "tl" | "ko" | "fa" | "ha" | "sw" | "jv" | "it" | "pa" | "gu" | "th" | "pl" | "nl") | "" | ((string | null) | number | boolean | {
                        [key: string]: unknown;
                    } | unknown[]);
                    mission?: string | null;
                    no_dashes?: boolean;
                    no_emojis?: boolean;
                    no_semicolons?: boolean;
                    spelling_preference?: ("american" | "british") | "none" | "" | ((string | null) | number | boolean | {
                        [key: string]: unknown;
                    } | unknown[]);
                    target_audience?: string | null;
                    vision?: string | null;
                };
            };
        };
        responses: {
            /** @description The new brand */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        additional_notes: string | null;
                        brand_name: string;
                        brand_voice: string | null;
                        content_guidelines: string | null;
                        created_at: string;
                        /** Format: uuid */
                        id: string;
                        key_messaging: string | null;
                        key_topics: string | null;
                        language: string | null;
                        mission: string | null;
                        no_dashes: boolean;
                        no_emojis: boolean;
                        no_semicolons: boolean;
                        /** @enum {string|null} */
                        spelling_preference: "american" | "british" | null;
                        target_audience: string | null;
                        updated_at: string;
                        /** Format: uuid */
                        user_id: string | null;
                        vision: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getBrandsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The brand */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        additional_notes: string | null;
                        brand_name: string;
                        brand_voice: string | null;
                        content_guidelines: string | null;
                        created_at: string;
                        /** Format: uuid */
                        id: string;
                        key_messaging: string | null;
                        key_topics: string | null;
                        language: string | null;
                        mission: string | null;
                        no_dashes: boolean;
                        no_emojis: boolean;
                        no_semicolons: boolean;
                        /** @enum {string|null} */
                        spelling_preference: "american" | "british" | null;
                        target_audience: string | null;
                        updated_at: string;
                        /** Format: uuid */
                        user_id: string | null;
                        vision: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    deleteBrandsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    patchBrandsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    additional_notes?: string | null;
                    brand_name?: string;
                    brand_voice?: string | null;
                    content_guidelines?: string | null;
                    key_messaging?: string | null;
                    key_topics?: string | null;
                    language?: ("en" | "zh" | "hi" | "es" | "fr" | "ar" | "bn" | "pt" | "ru" | "ur" | "id" | "de" | "ja" | "mr" | "te" | "tr" | "ta" | "vi" | "tl" | "ko" | "fa" | "ha" | "sw" | "jv" | "it" | "pa" | "gu" | "th" | "pl" | "nl") | "" | ((string | null) | number | boolean | {
                        [key: string]: unknown;
                    } | unknown[]);
                    mission?: string | null;
                    no_dashes?: boolean;
                    no_emojis?: boolean;
                    no_semicolons?: boolean;
                    spelling_preference?: ("american" | "british") | "none" | "" | ((string | null) | number | boolean | {
                        [key: string]: unknown;
                    } | unknown[]);
                    target_audience?: string | null;
                    vision?: string | null;
                };
            };
        };
        responses: {
            /** @description The updated brand */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        additional_notes: string | null;
                        brand_name: string;
                        brand_voice: string | null;
                        content_guidelines: string | null;
                        created_at: string;
                        /** Format: uuid */
                        id: string;
                        key_messaging: string | null;
                        key_topics: string | null;
                        language: string | null;
                        mission: string | null;
                        no_dashes: boolean;
                        no_emojis: boolean;
                        no_semicolons: boolean;
                        /** @enum {string|null} */
                        spelling_preference: "american" | "british" | null;
                        target_audience: string | null;
                        updated_at: string;
                        /** Format: uuid */
                        user_id: string | null;
                        vision: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getBudget: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The budget this month */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        budget: {
                            monthly_limit: number;
                            /** @enum {string} */
                            unit: "tokens" | "usd";
                        } | null;
                        message: string | null;
                        month: string;
                        percent: number | null;
                        /** @enum {string} */
                        state: "none" | "ok" | "warning" | "exceeded";
                        used: number;
                        /** Format: uuid */
                        workspace_id: string;
                        workspace_name: string;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The role cannot manage budgets */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not a member of the workspace */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    putBudget: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    monthly_limit: number;
                    /** @enum {string} */
                    unit: "tokens" | "usd";
                };
            };
        };
        responses: {
            /** @description The budget this month */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        budget: {
                            monthly_limit: number;
                            /** @enum {string} */
                            unit: "tokens" | "usd";
                        } | null;
                        message: string | null;
                        month: string;
                        percent: number | null;
                        /** @enum {string} */
                        state: "none" | "ok" | "warning" | "exceeded";
                        used: number;
                        /** Format: uuid */
                        workspace_id: string;
                        workspace_name: string;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The role cannot manage budgets */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not a member of the workspace */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    deleteBudget: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workspace without a budget */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        budget: {
                            monthly_limit: number;
                            /** @enum {string} */
                            unit: "tokens" | "usd";
                        } | null;
                        message: string | null;
                        month: string;
                        percent: number | null;
                        /** @enum {string} */
                        state: "none" | "ok" | "warning" | "exceeded";
                        used: number;
                        /** Format: uuid */
                        workspace_id: string;
                        workspace_name: string;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The role cannot manage budgets */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not a member of the workspace */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getClusters: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of clusters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            description: string | null;
                            /** Format: uuid */
                            id: string;
                            name: string;
                            post_count: number;
                            /** Format: uuid */
                            user_id: string | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postClusters: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    name: string;
                };
            };
        };
        responses: {
            /** @description The new cluster */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        description: string | null;
                        /** Format: uuid */
                        id: string;
                        name: string;
                        post_count: number;
                        /** Format: uuid */
                        user_id: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getClustersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cluster */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        description: string | null;
                        /** Format: uuid */
                        id: string;
                        name: string;
                        post_count: number;
                        /** Format: uuid */
                        user_id: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    deleteClustersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    patchClustersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    name?: string;
                };
            };
        };
        responses: {
            /** @description The updated cluster */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        description: string | null;
                        /** Format: uuid */
                        id: string;
                        name: string;
                        post_count: number;
                        /** Format: uuid */
                        user_id: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getClustersByIdPosts: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the cluster's content */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            content: string;
                            /** @enum {string} */
                            content_type: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                            created_at: string;
                            /** Format: uuid */
                            id: string;
                            metadata: {
                                [key: string]: (string | null) | number | boolean | {
                                    [key: string]: unknown;
                                } | unknown[];
                            };
                            original_content: string | null;
                            /** Format: uuid */
                            user_id: string | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    putClustersByIdPosts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    post_ids: string[];
                };
            };
        };
        responses: {
            /** @description How many links were added and removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: number;
                        removed: number;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description A post is not one of the workspace's history rows */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getConnections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The connections */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            api_key_hint: string | null;
                            base_url: string | null;
                            created_at: string;
                            has_api_key: boolean;
                            header_names: string[];
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "builtin" | "local" | "openai" | "anthropic" | "openrouter" | "ollama" | "openai-compatible" | "replicate" | "gateway";
                            /** @enum {string} */
                            managed_by: "ui" | "env" | "system";
                            model_count: number;
                            name: string;
                            /** @enum {string} */
                            status: "ok" | "failing" | "untested";
                            status_at: string | null;
                            status_message: string | null;
                            supports_structured_outputs: boolean;
                            updated_at: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postConnections: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    api_key?: string | null;
                    /** Format: uri */
                    base_url?: string | null;
                    headers?: {
                        [key: string]: string;
                    } | null;
                    /** @enum {string} */
                    kind: "openai-compatible" | "ollama" | "openai" | "anthropic" | "openrouter" | "replicate" | "gateway";
                    name: string;
                    supports_structured_outputs?: boolean;
                };
            };
        };
        responses: {
            /** @description The connection */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        api_key_hint: string | null;
                        base_url: string | null;
                        created_at: string;
                        has_api_key: boolean;
                        header_names: string[];
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        kind: "builtin" | "local" | "openai" | "anthropic" | "openrouter" | "ollama" | "openai-compatible" | "replicate" | "gateway";
                        /** @enum {string} */
                        managed_by: "ui" | "env" | "system";
                        model_count: number;
                        name: string;
                        /** @enum {string} */
                        status: "ok" | "failing" | "untested";
                        status_at: string | null;
                        status_message: string | null;
                        supports_structured_outputs: boolean;
                        updated_at: string;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description No such connection */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Name taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Change not allowed, or a field the route does not take */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    deleteConnectionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description No such connection */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Name taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Change not allowed, or a field the route does not take */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    patchConnectionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    api_key?: string | null;
                    /** Format: uri */
                    base_url?: string | null;
                    headers?: {
                        [key: string]: string;
                    } | null;
                    name?: string;
                    supports_structured_outputs?: boolean;
                };
            };
        };
        responses: {
            /** @description The connection */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        api_key_hint: string | null;
                        base_url: string | null;
                        created_at: string;
                        has_api_key: boolean;
                        header_names: string[];
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        kind: "builtin" | "local" | "openai" | "anthropic" | "openrouter" | "ollama" | "openai-compatible" | "replicate" | "gateway";
                        /** @enum {string} */
                        managed_by: "ui" | "env" | "system";
                        model_count: number;
                        name: string;
                        /** @enum {string} */
                        status: "ok" | "failing" | "untested";
                        status_at: string | null;
                        status_message: string | null;
                        supports_structured_outputs: boolean;
                        updated_at: string;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description No such connection */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Name taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Change not allowed, or a field the route does not take */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getConnectionsByIdModels: {
        parameters: {
            query?: {
                q?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider's models */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            added_id: string | null;
                            description: string | null;
                            model_id: string;
                            name: string;
                            /** @enum {string} */
                            type: "text" | "vision" | "image";
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description No such connection */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Name taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Change not allowed, or a field the route does not take */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The provider's error */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postConnectionsByIdTest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the provider answered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        model_count: number | null;
                        ok: boolean;
                        upstream_status: number | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description No such connection */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Name taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Change not allowed, or a field the route does not take */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getConnectionsDetected: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What was found */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            base_url: string;
                            /** @enum {string} */
                            kind: "openai-compatible" | "ollama" | "openai" | "anthropic" | "openrouter" | "replicate" | "gateway";
                            name: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description No such connection */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Name taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Change not allowed, or a field the route does not take */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getDashboardSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content_count: number;
                        image_count: number;
                        recent: {
                            content: string;
                            /** @enum {string} */
                            content_type: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                            created_at: string;
                            id: string;
                            metadata: {
                                [key: string]: (string | null) | number | boolean | {
                                    [key: string]: unknown;
                                } | unknown[];
                            };
                            original_content: string | null;
                            user_id: string | null;
                        }[];
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getDevMailbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first, the last 24 hours */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            html: string;
                            id: string;
                            subject: string;
                            text: string;
                            to: string;
                        }[];
                    };
                };
            };
        };
    };
    getDocuments: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of documents */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            error: string | null;
                            filename: string;
                            /** Format: uuid */
                            id: string;
                            mime_type: string;
                            size_bytes: number;
                            /** @enum {string} */
                            status: "processing" | "ready" | "failed";
                            text_length: number;
                            text_preview: string;
                            url: string | null;
                            /** Format: uuid */
                            user_id: string | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postDocuments: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description A .pdf, .docx or .txt file (20 MB at most)
                     */
                    file?: string;
                };
            };
        };
        responses: {
            /** @description The stored document; status failed (with error) when no text could be read */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        error: string | null;
                        extracted_text: string | null;
                        filename: string;
                        /** Format: uuid */
                        id: string;
                        mime_type: string;
                        size_bytes: number;
                        /** @enum {string} */
                        status: "processing" | "ready" | "failed";
                        text_length: number;
                        text_preview: string;
                        url: string | null;
                        /** Format: uuid */
                        user_id: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Larger than 20 MB, or the workspace's storage quota is reached (storage_quota_exceeded) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not a PDF, DOCX or UTF-8 text file (legacy .doc has its own message) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Refused unread: too many pages, inflates too large, or reading passed its deadline or memory limit */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Too many documents are being read at once (Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getDocumentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        error: string | null;
                        extracted_text: string | null;
                        filename: string;
                        /** Format: uuid */
                        id: string;
                        mime_type: string;
                        size_bytes: number;
                        /** @enum {string} */
                        status: "processing" | "ready" | "failed";
                        text_length: number;
                        text_preview: string;
                        url: string | null;
                        /** Format: uuid */
                        user_id: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    deleteDocumentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        storage_error?: string;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getDrafts: {
        parameters: {
            query: {
                page: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page's drafts and the workspace they belong to (its realtime channel) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            /** Format: uuid */
                            created_by: string | null;
                            data: {
                                additionalContext: string;
                                alternativeIndex: number | null;
                                /** @enum {string} */
                                contentType: "text" | "image";
                                currentVersionIndex: number;
                                files: {
                                    id: string;
                                    /** @enum {string} */
                                    kind: "stored";
                                    path: string;
                                    /** @enum {string} */
                                    source: "generated" | "uploaded";
                                    url: string;
                                }[];
                                generatedPost: string;
                                imageUrls: string[];
                                isAlternative: boolean;
                                origin?: string;
                                selectedImages: {
                                    id: string;
                                    path: string;
                                    /** @enum {string} */
                                    source: "generated" | "uploaded";
                                    url: string;
                                }[];
                                selectedModelId: string;
                                selectedPromptId: string;
                                textContent: string;
                                totalAlternatives: number | null;
                                versions: {
                                    authorId?: string;
                                    content: string;
                                    historyId?: string;
                                    operation?: string;
                                    timestamp: string;
                                }[];
                            };
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            page: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                            position: number;
                            updated_at: string;
                            /** Format: uuid */
                            updated_by: string | null;
                            version: number;
                            /** Format: uuid */
                            workspace_id: string;
                        }[];
                        /** Format: uuid */
                        workspace_id: string;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Your role in this workspace cannot do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Workspace not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postDrafts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        additionalContext: string;
                        alternativeIndex: number | null;
                        /** @enum {string} */
                        contentType: "text" | "image";
                        currentVersionIndex: number;
                        files: {
                            id: string;
                            /** @enum {string} */
                            kind: "stored";
                            path: string;
                            /** @enum {string} */
                            source: "generated" | "uploaded";
                            url: string;
                        }[];
                        generatedPost: string;
                        imageUrls: string[];
                        isAlternative: boolean;
                        origin?: string;
                        selectedImages: {
                            id: string;
                            path: string;
                            /** @enum {string} */
                            source: "generated" | "uploaded";
                            url: string;
                        }[];
                        selectedModelId: string;
                        selectedPromptId: string;
                        textContent: string;
                        totalAlternatives: number | null;
                        versions: {
                            authorId?: string;
                            content: string;
                            historyId?: string;
                            operation?: string;
                            timestamp: string;
                        }[];
                    };
                    /** Format: uuid */
                    id?: string;
                    /** @enum {string} */
                    page: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                    position: number;
                };
            };
        };
        responses: {
            /** @description The new draft */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        /** Format: uuid */
                        created_by: string | null;
                        data: {
                            additionalContext: string;
                            alternativeIndex: number | null;
                            /** @enum {string} */
                            contentType: "text" | "image";
                            currentVersionIndex: number;
                            files: {
                                id: string;
                                /** @enum {string} */
                                kind: "stored";
                                path: string;
                                /** @enum {string} */
                                source: "generated" | "uploaded";
                                url: string;
                            }[];
                            generatedPost: string;
                            imageUrls: string[];
                            isAlternative: boolean;
                            origin?: string;
                            selectedImages: {
                                id: string;
                                path: string;
                                /** @enum {string} */
                                source: "generated" | "uploaded";
                                url: string;
                            }[];
                            selectedModelId: string;
                            selectedPromptId: string;
                            textContent: string;
                            totalAlternatives: number | null;
                            versions: {
                                authorId?: string;
                                content: string;
                                historyId?: string;
                                operation?: string;
                                timestamp: string;
                            }[];
                        };
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        page: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                        position: number;
                        updated_at: string;
                        /** Format: uuid */
                        updated_by: string | null;
                        version: number;
                        /** Format: uuid */
                        workspace_id: string;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Your role in this workspace cannot do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Workspace not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Changed since base_version (or the id exists): the row as it is now, to merge */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        current: {
                            created_at: string;
                            /** Format: uuid */
                            created_by: string | null;
                            data: {
                                additionalContext: string;
                                alternativeIndex: number | null;
                                /** @enum {string} */
                                contentType: "text" | "image";
                                currentVersionIndex: number;
                                files: {
                                    id: string;
                                    /** @enum {string} */
                                    kind: "stored";
                                    path: string;
                                    /** @enum {string} */
                                    source: "generated" | "uploaded";
                                    url: string;
                                }[];
                                generatedPost: string;
                                imageUrls: string[];
                                isAlternative: boolean;
                                origin?: string;
                                selectedImages: {
                                    id: string;
                                    path: string;
                                    /** @enum {string} */
                                    source: "generated" | "uploaded";
                                    url: string;
                                }[];
                                selectedModelId: string;
                                selectedPromptId: string;
                                textContent: string;
                                totalAlternatives: number | null;
                                versions: {
                                    authorId?: string;
                                    content: string;
                                    historyId?: string;
                                    operation?: string;
                                    timestamp: string;
                                }[];
                            };
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            page: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                            position: number;
                            updated_at: string;
                            /** Format: uuid */
                            updated_by: string | null;
                            version: number;
                            /** Format: uuid */
                            workspace_id: string;
                        };
                        error: {
                            code: string;
                            message: string;
                        };
                    };
                };
            };
        };
    };
    getDraftsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The draft */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        /** Format: uuid */
                        created_by: string | null;
                        data: {
                            additionalContext: string;
                            alternativeIndex: number | null;
                            /** @enum {string} */
                            contentType: "text" | "image";
                            currentVersionIndex: number;
                            files: {
                                id: string;
                                /** @enum {string} */
                                kind: "stored";
                                path: string;
                                /** @enum {string} */
                                source: "generated" | "uploaded";
                                url: string;
                            }[];
                            generatedPost: string;
                            imageUrls: string[];
                            isAlternative: boolean;
                            origin?: string;
                            selectedImages: {
                                id: string;
                                path: string;
                                /** @enum {string} */
                                source: "generated" | "uploaded";
                                url: string;
                            }[];
                            selectedModelId: string;
                            selectedPromptId: string;
                            textContent: string;
                            totalAlternatives: number | null;
                            versions: {
                                authorId?: string;
                                content: string;
                                historyId?: string;
                                operation?: string;
                                timestamp: string;
                            }[];
                        };
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        page: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                        position: number;
                        updated_at: string;
                        /** Format: uuid */
                        updated_by: string | null;
                        version: number;
                        /** Format: uuid */
                        workspace_id: string;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Your role in this workspace cannot do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    deleteDraftsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Your role in this workspace cannot do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    patchDraftsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    base_version: number;
                    data?: {
                        additionalContext: string;
                        alternativeIndex: number | null;
                        /** @enum {string} */
                        contentType: "text" | "image";
                        currentVersionIndex: number;
                        files: {
                            id: string;
                            /** @enum {string} */
                            kind: "stored";
                            path: string;
                            /** @enum {string} */
                            source: "generated" | "uploaded";
                            url: string;
                        }[];
                        generatedPost: string;
                        imageUrls: string[];
                        isAlternative: boolean;
                        origin?: string;
                        selectedImages: {
                            id: string;
                            path: string;
                            /** @enum {string} */
                            source: "generated" | "uploaded";
                            url: string;
                        }[];
                        selectedModelId: string;
                        selectedPromptId: string;
                        textContent: string;
                        totalAlternatives: number | null;
                        versions: {
                            authorId?: string;
                            content: string;
                            historyId?: string;
                            operation?: string;
                            timestamp: string;
                        }[];
                    };
                    position?: number;
                };
            };
        };
        responses: {
            /** @description The draft, one version on */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        /** Format: uuid */
                        created_by: string | null;
                        data: {
                            additionalContext: string;
                            alternativeIndex: number | null;
                            /** @enum {string} */
                            contentType: "text" | "image";
                            currentVersionIndex: number;
                            files: {
                                id: string;
                                /** @enum {string} */
                                kind: "stored";
                                path: string;
                                /** @enum {string} */
                                source: "generated" | "uploaded";
                                url: string;
                            }[];
                            generatedPost: string;
                            imageUrls: string[];
                            isAlternative: boolean;
                            origin?: string;
                            selectedImages: {
                                id: string;
                                path: string;
                                /** @enum {string} */
                                source: "generated" | "uploaded";
                                url: string;
                            }[];
                            selectedModelId: string;
                            selectedPromptId: string;
                            textContent: string;
                            totalAlternatives: number | null;
                            versions: {
                                authorId?: string;
                                content: string;
                                historyId?: string;
                                operation?: string;
                                timestamp: string;
                            }[];
                        };
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        page: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                        position: number;
                        updated_at: string;
                        /** Format: uuid */
                        updated_by: string | null;
                        version: number;
                        /** Format: uuid */
                        workspace_id: string;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Your role in this workspace cannot do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Changed since base_version (or the id exists): the row as it is now, to merge */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        current: {
                            created_at: string;
                            /** Format: uuid */
                            created_by: string | null;
                            data: {
                                additionalContext: string;
                                alternativeIndex: number | null;
                                /** @enum {string} */
                                contentType: "text" | "image";
                                currentVersionIndex: number;
                                files: {
                                    id: string;
                                    /** @enum {string} */
                                    kind: "stored";
                                    path: string;
                                    /** @enum {string} */
                                    source: "generated" | "uploaded";
                                    url: string;
                                }[];
                                generatedPost: string;
                                imageUrls: string[];
                                isAlternative: boolean;
                                origin?: string;
                                selectedImages: {
                                    id: string;
                                    path: string;
                                    /** @enum {string} */
                                    source: "generated" | "uploaded";
                                    url: string;
                                }[];
                                selectedModelId: string;
                                selectedPromptId: string;
                                textContent: string;
                                totalAlternatives: number | null;
                                versions: {
                                    authorId?: string;
                                    content: string;
                                    historyId?: string;
                                    operation?: string;
                                    timestamp: string;
                                }[];
                            };
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            page: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                            position: number;
                            updated_at: string;
                            /** Format: uuid */
                            updated_by: string | null;
                            version: number;
                            /** Format: uuid */
                            workspace_id: string;
                        };
                        error: {
                            code: string;
                            message: string;
                        };
                    };
                };
            };
        };
    };
    postDraftsReorder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                    /** @enum {string} */
                    page: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                };
            };
        };
        responses: {
            /** @description The drafts' new positions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        positions: {
                            [key: string]: number;
                        };
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Your role in this workspace cannot do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Workspace not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The zip, streamed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not a member of the workspace */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postFunctionsAdjustPost: {
        parameters: {
            query?: {
                stream?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    adjustmentNotes: string;
                    /** Format: uuid */
                    brandId?: string | null;
                    /**
                     * @default general
                     * @enum {string}
                     */
                    contentType?: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                    history?: {
                        additionalContext?: string | null;
                        /** @enum {string} */
                        expandTarget?: "post" | "text";
                        imageCount?: number;
                        modelName?: string | null;
                        promptId?: string | null;
                        promptName?: string | null;
                        /** @enum {string} */
                        rowType?: "text" | "image";
                        /** Format: uuid */
                        sourceHistoryId?: string | null;
                        translation?: boolean;
                        versionIds?: string[];
                    } | null;
                    /** @enum {string|null} */
                    language?: "en" | "zh" | "hi" | "es" | "fr" | "ar" | "bn" | "pt" | "ru" | "ur" | "id" | "de" | "ja" | "mr" | "te" | "tr" | "ta" | "vi" | "tl" | "ko" | "fa" | "ha" | "sw" | "jv" | "it" | "pa" | "gu" | "th" | "pl" | "nl" | null;
                    modelId?: string | null;
                    originalPost: string;
                };
            };
        };
        responses: {
            /** @description The result. With ?stream=1: Server-Sent Events `delta` {text}, then `done` (this JSON, with the `history_id` of the History item the server wrote, or `history_error` when that write failed) or `error` {code, message} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: string;
                        history_error?: {
                            /** @enum {string} */
                            code: "history_not_saved";
                            entries: {
                                content: string;
                                /** @enum {string} */
                                content_type: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                                /** @default {} */
                                metadata: {
                                    [key: string]: (string | null) | number | boolean | {
                                        [key: string]: unknown;
                                    } | unknown[];
                                };
                                original_content?: string | null;
                            }[];
                            message: string;
                        };
                        /** @description The History item written for this result (null when the save failed) */
                        history_id: string | null;
                    };
                    "text/event-stream": string;
                };
            };
            /** @description Invalid body (the message says what) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace cannot generate (viewer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Brand, cluster or workspace not found or not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description generate-image and analyze-image: the account's storage quota is reached (storage_quota_exceeded) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Model not available or not configured, a language the built-in writer cannot write, or an unknown body field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Too many AI calls; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service (or storage) is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service took too long */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postFunctionsAnalyzeImage: {
        parameters: {
            query?: {
                stream?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    additionalContext?: string | null;
                    /** Format: uuid */
                    brandId?: string | null;
                    /**
                     * @default social_media
                     * @enum {string}
                     */
                    contentType?: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                    history?: {
                        additionalContext?: string | null;
                        /** @enum {string} */
                        expandTarget?: "post" | "text";
                        imageCount?: number;
                        modelName?: string | null;
                        promptId?: string | null;
                        promptName?: string | null;
                        /** @enum {string} */
                        rowType?: "text" | "image";
                        /** Format: uuid */
                        sourceHistoryId?: string | null;
                        translation?: boolean;
                        versionIds?: string[];
                    } | null;
                    images: string[];
                    /** @enum {string|null} */
                    language?: "en" | "zh" | "hi" | "es" | "fr" | "ar" | "bn" | "pt" | "ru" | "ur" | "id" | "de" | "ja" | "mr" | "te" | "tr" | "ta" | "vi" | "tl" | "ko" | "fa" | "ha" | "sw" | "jv" | "it" | "pa" | "gu" | "th" | "pl" | "nl" | null;
                    modelId?: string | null;
                    promptText: string;
                    textContent?: string | null;
                };
            };
        };
        responses: {
            /** @description The result. With ?stream=1: Server-Sent Events `delta` {text}, then `done` (this JSON, with the `history_id` of the History item the server wrote, or `history_error` when that write failed) or `error` {code, message} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: string;
                        history_error?: {
                            /** @enum {string} */
                            code: "history_not_saved";
                            entries: {
                                content: string;
                                /** @enum {string} */
                                content_type: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                                /** @default {} */
                                metadata: {
                                    [key: string]: (string | null) | number | boolean | {
                                        [key: string]: unknown;
                                    } | unknown[];
                                };
                                original_content?: string | null;
                            }[];
                            message: string;
                        };
                        /** @description The History item written for this result (null when the save failed) */
                        history_id: string | null;
                        imageUrls: string[];
                    };
                    "text/event-stream": string;
                };
            };
            /** @description Invalid body (the message says what) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace cannot generate (viewer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Brand, cluster or workspace not found or not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description generate-image and analyze-image: the account's storage quota is reached (storage_quota_exceeded) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Model not available or not configured, a language the built-in writer cannot write, or an unknown body field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Too many AI calls; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service (or storage) is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service took too long */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postFunctionsExpandContent: {
        parameters: {
            query?: {
                stream?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    brandId?: string | null;
                    content: string;
                    /**
                     * @default general
                     * @enum {string}
                     */
                    contentType?: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                    history?: {
                        additionalContext?: string | null;
                        /** @enum {string} */
                        expandTarget?: "post" | "text";
                        imageCount?: number;
                        modelName?: string | null;
                        promptId?: string | null;
                        promptName?: string | null;
                        /** @enum {string} */
                        rowType?: "text" | "image";
                        /** Format: uuid */
                        sourceHistoryId?: string | null;
                        translation?: boolean;
                        versionIds?: string[];
                    } | null;
                    /** @enum {string|null} */
                    language?: "en" | "zh" | "hi" | "es" | "fr" | "ar" | "bn" | "pt" | "ru" | "ur" | "id" | "de" | "ja" | "mr" | "te" | "tr" | "ta" | "vi" | "tl" | "ko" | "fa" | "ha" | "sw" | "jv" | "it" | "pa" | "gu" | "th" | "pl" | "nl" | null;
                    /** @enum {string} */
                    mode: "short" | "medium" | "long";
                    modelId?: string | null;
                };
            };
        };
        responses: {
            /** @description The result. With ?stream=1: Server-Sent Events `delta` {text}, then `done` (this JSON, with the `history_id` of the History item the server wrote, or `history_error` when that write failed) or `error` {code, message} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expandedContent: string;
                        history_error?: {
                            /** @enum {string} */
                            code: "history_not_saved";
                            entries: {
                                content: string;
                                /** @enum {string} */
                                content_type: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                                /** @default {} */
                                metadata: {
                                    [key: string]: (string | null) | number | boolean | {
                                        [key: string]: unknown;
                                    } | unknown[];
                                };
                                original_content?: string | null;
                            }[];
                            message: string;
                        };
                        /** @description The History item written for this result (null when the save failed) */
                        history_id: string | null;
                    };
                    "text/event-stream": string;
                };
            };
            /** @description Invalid body (the message says what) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace cannot generate (viewer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Brand, cluster or workspace not found or not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description generate-image and analyze-image: the account's storage quota is reached (storage_quota_exceeded) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Model not available or not configured, a language the built-in writer cannot write, or an unknown body field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Too many AI calls; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service (or storage) is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service took too long */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postFunctionsGenerateAlternatives: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    additionalContext?: string | null;
                    /** Format: uuid */
                    brandId?: string | null;
                    /**
                     * @default general
                     * @enum {string}
                     */
                    contentType?: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                    /** @default 3 */
                    count?: number;
                    history?: {
                        additionalContext?: string | null;
                        /** @enum {string} */
                        expandTarget?: "post" | "text";
                        imageCount?: number;
                        modelName?: string | null;
                        promptId?: string | null;
                        promptName?: string | null;
                        /** @enum {string} */
                        rowType?: "text" | "image";
                        /** Format: uuid */
                        sourceHistoryId?: string | null;
                        translation?: boolean;
                        versionIds?: string[];
                    } | null;
                    /** @enum {string|null} */
                    language?: "en" | "zh" | "hi" | "es" | "fr" | "ar" | "bn" | "pt" | "ru" | "ur" | "id" | "de" | "ja" | "mr" | "te" | "tr" | "ta" | "vi" | "tl" | "ko" | "fa" | "ha" | "sw" | "jv" | "it" | "pa" | "gu" | "th" | "pl" | "nl" | null;
                    modelId?: string | null;
                    promptText?: string | null;
                    textContent: string;
                };
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        alternatives: string[];
                        history_error?: {
                            /** @enum {string} */
                            code: "history_not_saved";
                            entries: {
                                content: string;
                                /** @enum {string} */
                                content_type: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                                /** @default {} */
                                metadata: {
                                    [key: string]: (string | null) | number | boolean | {
                                        [key: string]: unknown;
                                    } | unknown[];
                                };
                                original_content?: string | null;
                            }[];
                            message: string;
                        };
                        history_ids: (string | null)[];
                    };
                };
            };
            /** @description Invalid body (the message says what) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace cannot generate (viewer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Brand, cluster or workspace not found or not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description generate-image and analyze-image: the account's storage quota is reached (storage_quota_exceeded) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Model not available or not configured, a language the built-in writer cannot write, or an unknown body field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Too many AI calls; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service (or storage) is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service took too long */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postFunctionsGenerateHeadlines: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    brandId?: string | null;
                    /**
                     * @default general
                     * @enum {string}
                     */
                    contentType?: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                    /** @default 10 */
                    count?: number;
                    /** @enum {string|null} */
                    language?: "en" | "zh" | "hi" | "es" | "fr" | "ar" | "bn" | "pt" | "ru" | "ur" | "id" | "de" | "ja" | "mr" | "te" | "tr" | "ta" | "vi" | "tl" | "ko" | "fa" | "ha" | "sw" | "jv" | "it" | "pa" | "gu" | "th" | "pl" | "nl" | null;
                    modelId?: string | null;
                    textContent: string;
                };
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        headlines: {
                            chars: number;
                            /** @enum {string} */
                            formula: "question" | "number" | "how-to" | "benefit" | "curiosity" | "command" | "news" | "problem-solution" | "comparison" | "testimonial";
                            text: string;
                        }[];
                    };
                };
            };
            /** @description Invalid body (the message says what) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace cannot generate (viewer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Brand, cluster or workspace not found or not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description generate-image and analyze-image: the account's storage quota is reached (storage_quota_exceeded) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Model not available or not configured, a language the built-in writer cannot write, or an unknown body field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Too many AI calls; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service (or storage) is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service took too long */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postFunctionsGenerateImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    additionalParams?: {
                        [key: string]: string | number | boolean;
                    } | null;
                    /** @default 4 */
                    count?: number;
                    /** @default 1024 */
                    height?: number;
                    model?: string | null;
                    prompt: string;
                    /** @default 1024 */
                    width?: number;
                };
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        images: {
                            path: string;
                            replicateUrl: string;
                            supabaseUrl: string;
                        }[];
                        predictionId: string;
                    };
                };
            };
            /** @description Invalid body (the message says what) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace cannot generate (viewer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Brand, cluster or workspace not found or not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description generate-image and analyze-image: the account's storage quota is reached (storage_quota_exceeded) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Model not available or not configured, a language the built-in writer cannot write, or an unknown body field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Too many AI calls; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service (or storage) is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service took too long */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postFunctionsGenerateSeo: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    brandId?: string | null;
                    /**
                     * @default general
                     * @enum {string}
                     */
                    contentType?: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                    /** @enum {string|null} */
                    language?: "en" | "zh" | "hi" | "es" | "fr" | "ar" | "bn" | "pt" | "ru" | "ur" | "id" | "de" | "ja" | "mr" | "te" | "tr" | "ta" | "vi" | "tl" | "ko" | "fa" | "ha" | "sw" | "jv" | "it" | "pa" | "gu" | "th" | "pl" | "nl" | null;
                    modelId?: string | null;
                    textContent: string;
                };
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keywords: string[];
                        metaDescription: string;
                        metaTitle: string;
                        ogDescription: string;
                        ogTitle: string;
                        slug: string;
                    };
                };
            };
            /** @description Invalid body (the message says what) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace cannot generate (viewer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Brand, cluster or workspace not found or not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description generate-image and analyze-image: the account's storage quota is reached (storage_quota_exceeded) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Model not available or not configured, a language the built-in writer cannot write, or an unknown body field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Too many AI calls; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service (or storage) is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service took too long */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postFunctionsGenerateSocialPosts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    brandContext?: {
                        additional_notes?: string | null;
                        brand_name?: string | null;
                        brand_voice?: string | null;
                        content_guidelines?: string | null;
                        key_messaging?: string | null;
                        key_topics?: string | null;
                        mission?: string | null;
                        no_dashes?: boolean | null;
                        no_emojis?: boolean | null;
                        no_semicolons?: boolean | null;
                        spelling_preference?: string | null;
                        target_audience?: string | null;
                        vision?: string | null;
                    } | null;
                    /** Format: uuid */
                    brandId?: string | null;
                    /** Format: uuid */
                    clusterId?: string | null;
                    clusterPosts?: string[] | null;
                    /**
                     * @default social_media
                     * @enum {string}
                     */
                    contentType?: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                    /** @enum {string|null} */
                    language?: "en" | "zh" | "hi" | "es" | "fr" | "ar" | "bn" | "pt" | "ru" | "ur" | "id" | "de" | "ja" | "mr" | "te" | "tr" | "ta" | "vi" | "tl" | "ko" | "fa" | "ha" | "sw" | "jv" | "it" | "pa" | "gu" | "th" | "pl" | "nl" | null;
                    modelId?: string | null;
                    /** @default 3 */
                    numPosts?: number;
                    prompt?: string | null;
                };
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ideas: string[];
                    };
                };
            };
            /** @description Invalid body (the message says what) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace cannot generate (viewer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Brand, cluster or workspace not found or not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description generate-image and analyze-image: the account's storage quota is reached (storage_quota_exceeded) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Model not available or not configured, a language the built-in writer cannot write, or an unknown body field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Too many AI calls; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service (or storage) is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service took too long */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postFunctionsGenerateTextPost: {
        parameters: {
            query?: {
                stream?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    additionalContext?: string | null;
                    /** Format: uuid */
                    brandId?: string | null;
                    /**
                     * @default general
                     * @enum {string}
                     */
                    contentType?: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                    history?: {
                        additionalContext?: string | null;
                        /** @enum {string} */
                        expandTarget?: "post" | "text";
                        imageCount?: number;
                        modelName?: string | null;
                        promptId?: string | null;
                        promptName?: string | null;
                        /** @enum {string} */
                        rowType?: "text" | "image";
                        /** Format: uuid */
                        sourceHistoryId?: string | null;
                        translation?: boolean;
                        versionIds?: string[];
                    } | null;
                    /** @enum {string|null} */
                    language?: "en" | "zh" | "hi" | "es" | "fr" | "ar" | "bn" | "pt" | "ru" | "ur" | "id" | "de" | "ja" | "mr" | "te" | "tr" | "ta" | "vi" | "tl" | "ko" | "fa" | "ha" | "sw" | "jv" | "it" | "pa" | "gu" | "th" | "pl" | "nl" | null;
                    modelId?: string | null;
                    promptText: string;
                    textContent: string;
                } | {
                    brandContext?: {
                        additional_notes?: string | null;
                        brand_name?: string | null;
                        brand_voice?: string | null;
                        content_guidelines?: string | null;
                        key_messaging?: string | null;
                        key_topics?: string | null;
                        mission?: string | null;
                        no_dashes?: boolean | null;
                        no_emojis?: boolean | null;
                        no_semicolons?: boolean | null;
                        spelling_preference?: string | null;
                        target_audience?: string | null;
                        vision?: string | null;
                    } | null;
                    /** Format: uuid */
                    brandId?: string | null;
                    /** Format: uuid */
                    clusterId?: string | null;
                    clusterPosts?: string[] | null;
                    /**
                     * @default social_media
                     * @enum {string}
                     */
                    contentType?: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                    /** @enum {string|null} */
                    language?: "en" | "zh" | "hi" | "es" | "fr" | "ar" | "bn" | "pt" | "ru" | "ur" | "id" | "de" | "ja" | "mr" | "te" | "tr" | "ta" | "vi" | "tl" | "ko" | "fa" | "ha" | "sw" | "jv" | "it" | "pa" | "gu" | "th" | "pl" | "nl" | null;
                    modelId?: string | null;
                    numPosts: number;
                    prompt: string;
                };
            };
        };
        responses: {
            /** @description The result. With ?stream=1: Server-Sent Events `delta` {text}, then `done` (this JSON, with the `history_id` of the History item the server wrote, or `history_error` when that write failed) or `error` {code, message} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: string;
                        history_error?: {
                            /** @enum {string} */
                            code: "history_not_saved";
                            entries: {
                                content: string;
                                /** @enum {string} */
                                content_type: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                                /** @default {} */
                                metadata: {
                                    [key: string]: (string | null) | number | boolean | {
                                        [key: string]: unknown;
                                    } | unknown[];
                                };
                                original_content?: string | null;
                            }[];
                            message: string;
                        };
                        /** @description The History item written for this result (null when the save failed) */
                        history_id: string | null;
                    } | {
                        ideas: string[];
                    };
                    "text/event-stream": string;
                };
            };
            /** @description Invalid body (the message says what) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace cannot generate (viewer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Brand, cluster or workspace not found or not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description generate-image and analyze-image: the account's storage quota is reached (storage_quota_exceeded) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Model not available or not configured, a language the built-in writer cannot write, or an unknown body field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Too many AI calls; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service (or storage) is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service took too long */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postFunctionsGenerateWithClusters: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    brandContext?: {
                        additional_notes?: string | null;
                        brand_name?: string | null;
                        brand_voice?: string | null;
                        content_guidelines?: string | null;
                        key_messaging?: string | null;
                        key_topics?: string | null;
                        mission?: string | null;
                        no_dashes?: boolean | null;
                        no_emojis?: boolean | null;
                        no_semicolons?: boolean | null;
                        spelling_preference?: string | null;
                        target_audience?: string | null;
                        vision?: string | null;
                    } | null;
                    /** Format: uuid */
                    brandId?: string | null;
                    /** Format: uuid */
                    clusterId?: string | null;
                    clusterPosts?: string[] | null;
                    /**
                     * @default social_media
                     * @enum {string}
                     */
                    contentType?: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                    /** @enum {string|null} */
                    language?: "en" | "zh" | "hi" | "es" | "fr" | "ar" | "bn" | "pt" | "ru" | "ur" | "id" | "de" | "ja" | "mr" | "te" | "tr" | "ta" | "vi" | "tl" | "ko" | "fa" | "ha" | "sw" | "jv" | "it" | "pa" | "gu" | "th" | "pl" | "nl" | null;
                    modelId?: string | null;
                    /** @default 3 */
                    numPosts?: number;
                    prompt?: string | null;
                };
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ideas: string[];
                    };
                };
            };
            /** @description Invalid body (the message says what) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace cannot generate (viewer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Brand, cluster or workspace not found or not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description generate-image and analyze-image: the account's storage quota is reached (storage_quota_exceeded) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Model not available or not configured, a language the built-in writer cannot write, or an unknown body field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Too many AI calls; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service (or storage) is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service took too long */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postFunctionsProcessNotes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    brandId?: string | null;
                    /** @default 10 */
                    count?: number;
                    /** @enum {string|null} */
                    language?: "en" | "zh" | "hi" | "es" | "fr" | "ar" | "bn" | "pt" | "ru" | "ur" | "id" | "de" | "ja" | "mr" | "te" | "tr" | "ta" | "vi" | "tl" | "ko" | "fa" | "ha" | "sw" | "jv" | "it" | "pa" | "gu" | "th" | "pl" | "nl" | null;
                    modelId?: string | null;
                    notes: string;
                };
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        topics: {
                            details: string;
                            topic: string;
                        }[];
                    };
                };
            };
            /** @description Invalid body (the message says what) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace cannot generate (viewer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Brand, cluster or workspace not found or not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description generate-image and analyze-image: the account's storage quota is reached (storage_quota_exceeded) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Model not available or not configured, a language the built-in writer cannot write, or an unknown body field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Too many AI calls; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service (or storage) is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service took too long */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postFunctionsRepurpose: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    brandId?: string | null;
                    history?: {
                        additionalContext?: string | null;
                        /** @enum {string} */
                        expandTarget?: "post" | "text";
                        imageCount?: number;
                        modelName?: string | null;
                        promptId?: string | null;
                        promptName?: string | null;
                        /** @enum {string} */
                        rowType?: "text" | "image";
                        /** Format: uuid */
                        sourceHistoryId?: string | null;
                        translation?: boolean;
                        versionIds?: string[];
                    } | null;
                    /** @enum {string|null} */
                    language?: "en" | "zh" | "hi" | "es" | "fr" | "ar" | "bn" | "pt" | "ru" | "ur" | "id" | "de" | "ja" | "mr" | "te" | "tr" | "ta" | "vi" | "tl" | "ko" | "fa" | "ha" | "sw" | "jv" | "it" | "pa" | "gu" | "th" | "pl" | "nl" | null;
                    modelId?: string | null;
                    targets: ("x_thread" | "linkedin_post" | "instagram_caption" | "bluesky_post" | "mastodon_post" | "newsletter_section" | "blog_outline")[];
                    text: string;
                };
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        history_error?: {
                            /** @enum {string} */
                            code: "history_not_saved";
                            entries: {
                                content: string;
                                /** @enum {string} */
                                content_type: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                                /** @default {} */
                                metadata: {
                                    [key: string]: (string | null) | number | boolean | {
                                        [key: string]: unknown;
                                    } | unknown[];
                                };
                                original_content?: string | null;
                            }[];
                            message: string;
                        };
                        /** @enum {string} */
                        language: "en" | "zh" | "hi" | "es" | "fr" | "ar" | "bn" | "pt" | "ru" | "ur" | "id" | "de" | "ja" | "mr" | "te" | "tr" | "ta" | "vi" | "tl" | "ko" | "fa" | "ha" | "sw" | "jv" | "it" | "pa" | "gu" | "th" | "pl" | "nl";
                        results: {
                            content: string;
                            history_id: string | null;
                            max: number;
                            over: boolean;
                            parts: {
                                count: number;
                                over: boolean;
                                text: string;
                            }[];
                            /** @enum {string} */
                            target: "x_thread" | "linkedin_post" | "instagram_caption" | "bluesky_post" | "mastodon_post" | "newsletter_section" | "blog_outline";
                        }[];
                    };
                };
            };
            /** @description Invalid body (the message says what) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace cannot generate (viewer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Brand, cluster or workspace not found or not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description generate-image and analyze-image: the account's storage quota is reached (storage_quota_exceeded) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Model not available or not configured, a language the built-in writer cannot write, or an unknown body field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Too many AI calls; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service (or storage) is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service took too long */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postFunctionsSuggestVisuals: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    brandId?: string | null;
                    /**
                     * @default general
                     * @enum {string}
                     */
                    contentType?: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                    /** @enum {string|null} */
                    language?: "en" | "zh" | "hi" | "es" | "fr" | "ar" | "bn" | "pt" | "ru" | "ur" | "id" | "de" | "ja" | "mr" | "te" | "tr" | "ta" | "vi" | "tl" | "ko" | "fa" | "ha" | "sw" | "jv" | "it" | "pa" | "gu" | "th" | "pl" | "nl" | null;
                    modelId?: string | null;
                    /** @enum {string} */
                    platform?: "instagram" | "facebook" | "twitter" | "linkedin" | "tiktok" | "bluesky" | "mastodon" | "webhook";
                    textContent: string;
                };
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        concepts: {
                            alt: string;
                            /** @enum {string} */
                            aspectRatio: "1:1" | "4:5" | "1.91:1" | "9:16";
                            prompt: string;
                            shows: string;
                            why: string;
                        }[];
                    };
                };
            };
            /** @description Invalid body (the message says what) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace cannot generate (viewer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Brand, cluster or workspace not found or not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description generate-image and analyze-image: the account's storage quota is reached (storage_quota_exceeded) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Model not available or not configured, a language the built-in writer cannot write, or an unknown body field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Too many AI calls; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service failed or answered something unusable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service (or storage) is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The AI service took too long */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Healthy */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        database: string;
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Database unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getHealthLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
        };
    };
    getHealthReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Send traffic here */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The database answered */
                        database: boolean;
                        /** @description A SIGTERM came: the instance finishes what it has and takes nothing new */
                        draining: boolean;
                        /** @description The database has every migration of this build */
                        migrations: boolean;
                        /** @enum {string} */
                        status: "ready" | "not_ready";
                    };
                };
            };
            /** @description Send no new traffic here */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The database answered */
                        database: boolean;
                        /** @description A SIGTERM came: the instance finishes what it has and takes nothing new */
                        draining: boolean;
                        /** @description The database has every migration of this build */
                        migrations: boolean;
                        /** @enum {string} */
                        status: "ready" | "not_ready";
                    };
                };
            };
        };
    };
    getHistory: {
        parameters: {
            query?: {
                cursor?: string;
                language?: "en" | "zh" | "hi" | "es" | "fr" | "ar" | "bn" | "pt" | "ru" | "ur" | "id" | "de" | "ja" | "mr" | "te" | "tr" | "ta" | "vi" | "tl" | "ko" | "fa" | "ha" | "sw" | "jv" | "it" | "pa" | "gu" | "th" | "pl" | "nl";
                limit?: number;
                q?: string;
                type?: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of history items */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            content: string;
                            /** @enum {string} */
                            content_type: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                            created_at: string;
                            id: string;
                            metadata: {
                                [key: string]: (string | null) | number | boolean | {
                                    [key: string]: unknown;
                                } | unknown[];
                            };
                            original_content: string | null;
                            user_id: string | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postHistory: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                    /** @enum {string} */
                    content_type: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                    /** @default {} */
                    metadata?: {
                        [key: string]: (string | null) | number | boolean | {
                            [key: string]: unknown;
                        } | unknown[];
                    };
                    original_content?: string | null;
                };
            };
        };
        responses: {
            /** @description The saved item */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: string;
                        /** @enum {string} */
                        content_type: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                        created_at: string;
                        id: string;
                        metadata: {
                            [key: string]: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                        };
                        original_content: string | null;
                        user_id: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    deleteHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description How many were deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: number;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getHistoryById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: string;
                        /** @enum {string} */
                        content_type: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                        created_at: string;
                        id: string;
                        metadata: {
                            [key: string]: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                        };
                        original_content: string | null;
                        user_id: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    deleteHistoryById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    patchHistoryById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content?: string;
                    metadata?: {
                        [key: string]: (string | null) | number | boolean | {
                            [key: string]: unknown;
                        } | unknown[];
                    };
                    original_content?: string | null;
                };
            };
        };
        responses: {
            /** @description The updated item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: string;
                        /** @enum {string} */
                        content_type: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                        created_at: string;
                        id: string;
                        metadata: {
                            [key: string]: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                        };
                        original_content: string | null;
                        user_id: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getHistoryExport: {
        parameters: {
            query?: {
                language?: "en" | "zh" | "hi" | "es" | "fr" | "ar" | "bn" | "pt" | "ru" | "ur" | "id" | "de" | "ja" | "mr" | "te" | "tr" | "ta" | "vi" | "tl" | "ko" | "fa" | "ha" | "sw" | "jv" | "it" | "pa" | "gu" | "th" | "pl" | "nl";
                q?: string;
                type?: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The zip */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getHistoryStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        by_type: {
                            article?: number;
                            email_broadcast?: number;
                            general?: number;
                            newsletter?: number;
                            social_media?: number;
                        };
                        content_types: number;
                        recent: number;
                        total: number;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getImages: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                q?: string;
                tag?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of saved images */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            height: number | null;
                            /** Format: uuid */
                            id: string;
                            image_url: string;
                            model: string | null;
                            prompt: string | null;
                            tags: string[];
                            url: string;
                            /** Format: uuid */
                            user_id: string | null;
                            width: number | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postImages: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    height?: number | null;
                    model?: string | null;
                    path: string;
                    prompt?: string | null;
                    /** @default [] */
                    tags?: string[];
                    width?: number | null;
                };
            };
        };
        responses: {
            /** @description Already saved: the existing row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        height: number | null;
                        /** Format: uuid */
                        id: string;
                        image_url: string;
                        model: string | null;
                        prompt: string | null;
                        tags: string[];
                        url: string;
                        /** Format: uuid */
                        user_id: string | null;
                        width: number | null;
                    };
                };
            };
            /** @description The saved image */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        height: number | null;
                        /** Format: uuid */
                        id: string;
                        image_url: string;
                        model: string | null;
                        prompt: string | null;
                        tags: string[];
                        url: string;
                        /** Format: uuid */
                        user_id: string | null;
                        width: number | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getImagesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        height: number | null;
                        /** Format: uuid */
                        id: string;
                        image_url: string;
                        model: string | null;
                        prompt: string | null;
                        tags: string[];
                        url: string;
                        /** Format: uuid */
                        user_id: string | null;
                        width: number | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    deleteImagesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        storage_error?: string;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getInvitationsByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        by_email: boolean;
                        inviter: string | null;
                        /** @enum {string} */
                        role: "viewer" | "writer" | "publisher" | "admin";
                        workspace_name: string;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description No such invitation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Expired, revoked or already used */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postInvitationsByTokenAccept: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workspace joined */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workspace: {
                            created_at: string;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "personal" | "team";
                            member_count: number;
                            name: string;
                            /** @enum {string} */
                            role: "viewer" | "writer" | "publisher" | "admin" | "owner";
                        };
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description No such invitation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Expired, revoked or already used */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getLocalModels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            description: string;
                            download: {
                                bytes_per_second: number | null;
                                error: {
                                    code: string;
                                    message: string;
                                } | null;
                                received_bytes: number;
                                started_at: string;
                                total_bytes: number | null;
                                updated_at: string;
                            } | null;
                            id: string;
                            installed: {
                                file_bytes: number;
                                is_default: boolean;
                                loaded: boolean;
                                /** Format: uuid */
                                model_row_id: string | null;
                            } | null;
                            licence: string;
                            licence_url: string | null;
                            name: string;
                            ram_bytes: number;
                            size_bytes: number;
                            /** @enum {string} */
                            source: "catalogue" | "url" | "hub";
                            source_url: string | null;
                            /** @enum {string} */
                            status: "available" | "downloading" | "verifying" | "interrupted" | "failed" | "installed";
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    deleteLocalModelsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The model, available to download again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        description: string;
                        download: {
                            bytes_per_second: number | null;
                            error: {
                                code: string;
                                message: string;
                            } | null;
                            received_bytes: number;
                            started_at: string;
                            total_bytes: number | null;
                            updated_at: string;
                        } | null;
                        id: string;
                        installed: {
                            file_bytes: number;
                            is_default: boolean;
                            loaded: boolean;
                            /** Format: uuid */
                            model_row_id: string | null;
                        } | null;
                        licence: string;
                        licence_url: string | null;
                        name: string;
                        ram_bytes: number;
                        size_bytes: number;
                        /** @enum {string} */
                        source: "catalogue" | "url" | "hub";
                        source_url: string | null;
                        /** @enum {string} */
                        status: "available" | "downloading" | "verifying" | "interrupted" | "failed" | "installed";
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description No such model in the catalogue */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Already downloaded, or downloading on another instance */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Downloading would take the local models past their disk budget (storage_quota_exceeded) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not allowed (the default model cannot be deleted) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postLocalModelsByIdDownload: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The download started */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        description: string;
                        download: {
                            bytes_per_second: number | null;
                            error: {
                                code: string;
                                message: string;
                            } | null;
                            received_bytes: number;
                            started_at: string;
                            total_bytes: number | null;
                            updated_at: string;
                        } | null;
                        id: string;
                        installed: {
                            file_bytes: number;
                            is_default: boolean;
                            loaded: boolean;
                            /** Format: uuid */
                            model_row_id: string | null;
                        } | null;
                        licence: string;
                        licence_url: string | null;
                        name: string;
                        ram_bytes: number;
                        size_bytes: number;
                        /** @enum {string} */
                        source: "catalogue" | "url" | "hub";
                        source_url: string | null;
                        /** @enum {string} */
                        status: "available" | "downloading" | "verifying" | "interrupted" | "failed" | "installed";
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description No such model in the catalogue */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Already downloaded, or downloading on another instance */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Downloading would take the local models past their disk budget (storage_quota_exceeded) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not allowed (the default model cannot be deleted) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    deleteLocalModelsByIdDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The model, no longer downloading */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        description: string;
                        download: {
                            bytes_per_second: number | null;
                            error: {
                                code: string;
                                message: string;
                            } | null;
                            received_bytes: number;
                            started_at: string;
                            total_bytes: number | null;
                            updated_at: string;
                        } | null;
                        id: string;
                        installed: {
                            file_bytes: number;
                            is_default: boolean;
                            loaded: boolean;
                            /** Format: uuid */
                            model_row_id: string | null;
                        } | null;
                        licence: string;
                        licence_url: string | null;
                        name: string;
                        ram_bytes: number;
                        size_bytes: number;
                        /** @enum {string} */
                        source: "catalogue" | "url" | "hub";
                        source_url: string | null;
                        /** @enum {string} */
                        status: "available" | "downloading" | "verifying" | "interrupted" | "failed" | "installed";
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description No such model in the catalogue */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Already downloaded, or downloading on another instance */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Downloading would take the local models past their disk budget (storage_quota_exceeded) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not allowed (the default model cannot be deleted) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postLocalModelsByIdPause: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The model, its download paused */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        description: string;
                        download: {
                            bytes_per_second: number | null;
                            error: {
                                code: string;
                                message: string;
                            } | null;
                            received_bytes: number;
                            started_at: string;
                            total_bytes: number | null;
                            updated_at: string;
                        } | null;
                        id: string;
                        installed: {
                            file_bytes: number;
                            is_default: boolean;
                            loaded: boolean;
                            /** Format: uuid */
                            model_row_id: string | null;
                        } | null;
                        licence: string;
                        licence_url: string | null;
                        name: string;
                        ram_bytes: number;
                        size_bytes: number;
                        /** @enum {string} */
                        source: "catalogue" | "url" | "hub";
                        source_url: string | null;
                        /** @enum {string} */
                        status: "available" | "downloading" | "verifying" | "interrupted" | "failed" | "installed";
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description No such model in the catalogue */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Already downloaded, or downloading on another instance */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Downloading would take the local models past their disk budget (storage_quota_exceeded) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not allowed (the default model cannot be deleted) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postLocalModelsByUrl: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    url: string;
                };
            };
        };
        responses: {
            /** @description The download started */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        description: string;
                        download: {
                            bytes_per_second: number | null;
                            error: {
                                code: string;
                                message: string;
                            } | null;
                            received_bytes: number;
                            started_at: string;
                            total_bytes: number | null;
                            updated_at: string;
                        } | null;
                        id: string;
                        installed: {
                            file_bytes: number;
                            is_default: boolean;
                            loaded: boolean;
                            /** Format: uuid */
                            model_row_id: string | null;
                        } | null;
                        licence: string;
                        licence_url: string | null;
                        name: string;
                        ram_bytes: number;
                        size_bytes: number;
                        /** @enum {string} */
                        source: "catalogue" | "url" | "hub";
                        source_url: string | null;
                        /** @enum {string} */
                        status: "available" | "downloading" | "verifying" | "interrupted" | "failed" | "installed";
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description No such model in the catalogue */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Already downloaded, or downloading on another instance */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Downloading would take the local models past their disk budget (storage_quota_exceeded) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not allowed (the default model cannot be deleted) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postLocalModelsHub: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    file: string;
                    repo: string;
                };
            };
        };
        responses: {
            /** @description The download started */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        description: string;
                        download: {
                            bytes_per_second: number | null;
                            error: {
                                code: string;
                                message: string;
                            } | null;
                            received_bytes: number;
                            started_at: string;
                            total_bytes: number | null;
                            updated_at: string;
                        } | null;
                        id: string;
                        installed: {
                            file_bytes: number;
                            is_default: boolean;
                            loaded: boolean;
                            /** Format: uuid */
                            model_row_id: string | null;
                        } | null;
                        licence: string;
                        licence_url: string | null;
                        name: string;
                        ram_bytes: number;
                        size_bytes: number;
                        /** @enum {string} */
                        source: "catalogue" | "url" | "hub";
                        source_url: string | null;
                        /** @enum {string} */
                        status: "available" | "downloading" | "verifying" | "interrupted" | "failed" | "installed";
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description No such model in the catalogue */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Already downloaded, or downloading on another instance */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Downloading would take the local models past their disk budget (storage_quota_exceeded) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not allowed (the default model cannot be deleted) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The model hub could not be reached or answered badly */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getLocalModelsHubFiles: {
        parameters: {
            query: {
                repo: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The repository's GGUF files */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            path: string;
                            sha256: string | null;
                            size_bytes: number;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description No such model in the catalogue */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Already downloaded, or downloading on another instance */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Downloading would take the local models past their disk budget (storage_quota_exceeded) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not allowed (the default model cannot be deleted) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The model hub could not be reached or answered badly */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getLocalModelsHubSearch: {
        parameters: {
            query: {
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching repositories */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            downloads: number | null;
                            likes: number | null;
                            repo: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description No such model in the catalogue */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Already downloaded, or downloading on another instance */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Downloading would take the local models past their disk budget (storage_quota_exceeded) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not allowed (the default model cannot be deleted) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The model hub could not be reached or answered badly */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getLocalModelsRuntime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The runtime */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        last_crash: {
                            at: string;
                            message: string;
                        } | null;
                        loaded_model_id: string | null;
                        rss_bytes: number | null;
                        /** @enum {string} */
                        state: "stopped" | "starting" | "idle" | "loading" | "generating";
                        threads: number;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus text exposition format */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Missing or wrong token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Metrics are off (METRICS_TOKEN is unset) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getModels: {
        parameters: {
            query?: {
                active?: "true" | "false";
                type?: "text" | "vision" | "image";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The models (admins: whole rows; others: summaries) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            connection_id: string | null;
                            connection_name: string | null;
                            /** @enum {string} */
                            connection_status: "ok" | "failing" | "untested" | "missing";
                            description: string | null;
                            /** Format: uuid */
                            id: string;
                            is_active: boolean;
                            is_default: boolean;
                            max_output_tokens: number | null;
                            model_id: string;
                            name: string;
                            offline: boolean;
                            provider: string;
                            provider_configured: boolean;
                            status_message: string | null;
                            temperature: number | null;
                            /** @enum {string} */
                            type: "text" | "vision" | "image";
                        }[];
                        next_cursor: string | null;
                    } | {
                        data: {
                            /** @enum {string} */
                            connection_status: "ok" | "failing" | "untested" | "missing";
                            /** Format: uuid */
                            id: string;
                            is_active: boolean;
                            is_default: boolean;
                            model_id: string;
                            name: string;
                            offline: boolean;
                            provider: string;
                            provider_configured: boolean;
                            /** @enum {string} */
                            type: "text" | "vision" | "image";
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postModels: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    connection_id: string;
                    description?: string | null;
                    /** @default true */
                    is_active?: boolean;
                    max_output_tokens?: number | null;
                    model_id: string;
                    name?: string;
                    temperature?: number | null;
                    /**
                     * @default text
                     * @enum {string}
                     */
                    type?: "text" | "vision" | "image";
                };
            };
        };
        responses: {
            /** @description The model */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        connection_id: string | null;
                        connection_name: string | null;
                        /** @enum {string} */
                        connection_status: "ok" | "failing" | "untested" | "missing";
                        description: string | null;
                        /** Format: uuid */
                        id: string;
                        is_active: boolean;
                        is_default: boolean;
                        max_output_tokens: number | null;
                        model_id: string;
                        name: string;
                        offline: boolean;
                        provider: string;
                        provider_configured: boolean;
                        status_message: string | null;
                        temperature: number | null;
                        /** @enum {string} */
                        type: "text" | "vision" | "image";
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description No such model */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Already added */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Change not allowed, or a field the route does not take */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    deleteModelsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description No such model */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Already added */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Change not allowed, or a field the route does not take */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    patchModelsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    is_active?: boolean;
                    max_output_tokens?: number | null;
                    model_id?: string;
                    name?: string;
                    temperature?: number | null;
                    /** @enum {string} */
                    type?: "text" | "vision" | "image";
                };
            };
        };
        responses: {
            /** @description The model */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        connection_id: string | null;
                        connection_name: string | null;
                        /** @enum {string} */
                        connection_status: "ok" | "failing" | "untested" | "missing";
                        description: string | null;
                        /** Format: uuid */
                        id: string;
                        is_active: boolean;
                        is_default: boolean;
                        max_output_tokens: number | null;
                        model_id: string;
                        name: string;
                        offline: boolean;
                        provider: string;
                        provider_configured: boolean;
                        status_message: string | null;
                        temperature: number | null;
                        /** @enum {string} */
                        type: "text" | "vision" | "image";
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description No such model */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Already added */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Change not allowed, or a field the route does not take */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postModelsByIdDefault: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new default model */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        connection_id: string | null;
                        connection_name: string | null;
                        /** @enum {string} */
                        connection_status: "ok" | "failing" | "untested" | "missing";
                        description: string | null;
                        /** Format: uuid */
                        id: string;
                        is_active: boolean;
                        is_default: boolean;
                        max_output_tokens: number | null;
                        model_id: string;
                        name: string;
                        offline: boolean;
                        provider: string;
                        provider_configured: boolean;
                        status_message: string | null;
                        temperature: number | null;
                        /** @enum {string} */
                        type: "text" | "vision" | "image";
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description No such model */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Already added */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Change not allowed, or a field the route does not take */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getModelsDefault: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The default model */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        connection_status?: "ok" | "failing" | "untested" | "missing";
                        /** Format: uuid */
                        id: string;
                        model_id: string;
                        name: string;
                        provider: string;
                        status_message?: string | null;
                    } | {
                        /** @enum {string} */
                        connection_status?: "ok" | "failing" | "untested" | "missing";
                        /** Format: uuid */
                        id: string;
                        model_id: string;
                        name: string;
                        provider: string;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description No default model */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getNotes: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of notes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            content: string;
                            created_at: string;
                            /** Format: uuid */
                            id: string;
                            title: string;
                            updated_at: string;
                            /** Format: uuid */
                            user_id: string | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postNotes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                    title?: string | null;
                };
            };
        };
        responses: {
            /** @description The new note */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: string;
                        created_at: string;
                        /** Format: uuid */
                        id: string;
                        title: string;
                        updated_at: string;
                        /** Format: uuid */
                        user_id: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getNotesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: string;
                        created_at: string;
                        /** Format: uuid */
                        id: string;
                        title: string;
                        updated_at: string;
                        /** Format: uuid */
                        user_id: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    deleteNotesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    patchNotesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content?: string;
                    title?: string | null;
                };
            };
        };
        responses: {
            /** @description The updated note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: string;
                        created_at: string;
                        /** Format: uuid */
                        id: string;
                        title: string;
                        updated_at: string;
                        /** Format: uuid */
                        user_id: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getPromptLibrary: {
        parameters: {
            query?: {
                q?: string;
                type?: "social_media" | "blog" | "email" | "article" | "newsletter" | "general" | "image" | "email_broadcast";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Library prompts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            description: string | null;
                            id: string;
                            is_active: boolean;
                            name: string;
                            prompt_text: string;
                            /** @enum {string} */
                            type: "social_media" | "blog" | "email" | "article" | "newsletter" | "general" | "image" | "email_broadcast";
                            updated_at: string;
                            user_id: string | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getPromptLibraryById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The library prompt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        description: string | null;
                        id: string;
                        is_active: boolean;
                        name: string;
                        prompt_text: string;
                        /** @enum {string} */
                        type: "social_media" | "blog" | "email" | "article" | "newsletter" | "general" | "image" | "email_broadcast";
                        updated_at: string;
                        user_id: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description No such library prompt (or workspace) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postPromptLibraryByIdCopy: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workspace's new prompt */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        description: string | null;
                        id: string;
                        is_active: boolean;
                        name: string;
                        prompt_text: string;
                        /** @enum {string} */
                        type: "social_media" | "blog" | "email" | "article" | "newsletter" | "general" | "image" | "email_broadcast";
                        user_id: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description No such library prompt (or workspace) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The workspace already has a prompt with this name */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getPrompts: {
        parameters: {
            query?: {
                active?: "true" | "false";
                cursor?: string;
                limit?: number;
                q?: string;
                type?: "social_media" | "blog" | "email" | "article" | "newsletter" | "general" | "image" | "email_broadcast";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of prompts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            description: string | null;
                            id: string;
                            is_active: boolean;
                            name: string;
                            prompt_text: string;
                            /** @enum {string} */
                            type: "social_media" | "blog" | "email" | "article" | "newsletter" | "general" | "image" | "email_broadcast";
                            user_id: string | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postPrompts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    /** @default true */
                    is_active?: boolean;
                    name: string;
                    prompt_text: string;
                    /**
                     * @default general
                     * @enum {string}
                     */
                    type?: "social_media" | "blog" | "email" | "article" | "newsletter" | "general" | "image" | "email_broadcast";
                };
            };
        };
        responses: {
            /** @description The new prompt */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        description: string | null;
                        id: string;
                        is_active: boolean;
                        name: string;
                        prompt_text: string;
                        /** @enum {string} */
                        type: "social_media" | "blog" | "email" | "article" | "newsletter" | "general" | "image" | "email_broadcast";
                        user_id: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getPromptsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The prompt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        description: string | null;
                        id: string;
                        is_active: boolean;
                        name: string;
                        prompt_text: string;
                        /** @enum {string} */
                        type: "social_media" | "blog" | "email" | "article" | "newsletter" | "general" | "image" | "email_broadcast";
                        user_id: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    deletePromptsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    patchPromptsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    is_active?: boolean;
                    name?: string;
                    prompt_text?: string;
                    /** @enum {string} */
                    type?: "social_media" | "blog" | "email" | "article" | "newsletter" | "general" | "image" | "email_broadcast";
                };
            };
        };
        responses: {
            /** @description The updated prompt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        description: string | null;
                        id: string;
                        is_active: boolean;
                        name: string;
                        prompt_text: string;
                        /** @enum {string} */
                        type: "social_media" | "blog" | "email" | "article" | "newsletter" | "general" | "image" | "email_broadcast";
                        user_id: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getPromptsStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: number;
                        custom: number;
                        total: number;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getPublishingAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Connections */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            account_id: string;
                            check_error: string | null;
                            checked_at: string | null;
                            /** @enum {string} */
                            platform: "bluesky" | "mastodon" | "webhook";
                            secret_hint: string;
                            settings: {
                                [key: string]: string;
                            };
                            updated_at: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getPublishingAccountsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The publishing account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        account_id: string;
                        check_error: string | null;
                        checked_at: string | null;
                        /** @enum {string} */
                        platform: "bluesky" | "mastodon" | "webhook";
                        secret_hint: string;
                        settings: {
                            [key: string]: string;
                        };
                        updated_at: string;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    putPublishingAccountsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    app_password: string;
                    identifier: string;
                    /** @enum {string} */
                    platform: "bluesky";
                    /**
                     * Format: uri
                     * @default https://bsky.social
                     */
                    service_url?: string;
                } | {
                    access_token: string;
                    /** Format: uri */
                    instance_url: string;
                    /** @enum {string} */
                    platform: "mastodon";
                } | {
                    /** @enum {string} */
                    platform: "webhook";
                    secret: string;
                    /** Format: uri */
                    webhook_url: string;
                };
            };
        };
        responses: {
            /** @description The saved publishing account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        account_id: string;
                        check_error: string | null;
                        checked_at: string | null;
                        /** @enum {string} */
                        platform: "bluesky" | "mastodon" | "webhook";
                        secret_hint: string;
                        settings: {
                            [key: string]: string;
                        };
                        updated_at: string;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The account's platform does not match, or the platform refused the credentials (its reason in the message) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
        };
    };
    deletePublishingAccountsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Disconnected */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postPublishingAccountsByIdTest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the publishing account works, and the platform's reason when not */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checked_at: string;
                        message: string;
                        ok: boolean;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getScheduledPosts: {
        parameters: {
            query?: {
                account_id?: string;
                from?: string;
                limit?: number;
                status?: "scheduled" | "publishing" | "published" | "failed" | "missed";
                to?: string;
                upcoming?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Posts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            account_id: string;
                            account_name: string;
                            attempts: number;
                            /** Format: uuid */
                            batch_id: string;
                            content: string;
                            content_type: string;
                            created_at: string;
                            error: string | null;
                            /** Format: uuid */
                            id: string;
                            images: {
                                alt?: string;
                                /** @enum {string} */
                                bucket: "image-storage" | "social_images";
                                path: string;
                                url: string;
                            }[];
                            platform: string;
                            post_url: string | null;
                            published_at: string | null;
                            scheduled_at: string;
                            /** @enum {string} */
                            status: "scheduled" | "publishing" | "published" | "failed" | "missed";
                            updated_at: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postScheduledPosts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    account_ids: string[];
                    content: string;
                    /**
                     * @default social_media
                     * @enum {string}
                     */
                    content_type?: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
                    /** @default [] */
                    images?: {
                        alt?: string;
                        /** @enum {string} */
                        bucket: "image-storage" | "social_images";
                        path: string;
                    }[];
                    /** @default false */
                    publish_now?: boolean;
                    /** Format: date-time */
                    scheduled_at?: string;
                };
            };
        };
        responses: {
            /** @description The scheduled posts */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            account_id: string;
                            account_name: string;
                            attempts: number;
                            /** Format: uuid */
                            batch_id: string;
                            content: string;
                            content_type: string;
                            created_at: string;
                            error: string | null;
                            /** Format: uuid */
                            id: string;
                            images: {
                                alt?: string;
                                /** @enum {string} */
                                bucket: "image-storage" | "social_images";
                                path: string;
                                url: string;
                            }[];
                            platform: string;
                            post_url: string | null;
                            published_at: string | null;
                            scheduled_at: string;
                            /** @enum {string} */
                            status: "scheduled" | "publishing" | "published" | "failed" | "missed";
                            updated_at: string;
                        }[];
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Over a platform's limits, not connected, or in the past */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
        };
    };
    getScheduledPostsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        account_id: string;
                        account_name: string;
                        attempts: number;
                        /** Format: uuid */
                        batch_id: string;
                        content: string;
                        content_type: string;
                        created_at: string;
                        error: string | null;
                        /** Format: uuid */
                        id: string;
                        images: {
                            alt?: string;
                            /** @enum {string} */
                            bucket: "image-storage" | "social_images";
                            path: string;
                            url: string;
                        }[];
                        platform: string;
                        post_url: string | null;
                        published_at: string | null;
                        scheduled_at: string;
                        /** @enum {string} */
                        status: "scheduled" | "publishing" | "published" | "failed" | "missed";
                        updated_at: string;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    deleteScheduledPostsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Already being published or sent */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
        };
    };
    patchScheduledPostsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content?: string;
                    images?: {
                        alt?: string;
                        /** @enum {string} */
                        bucket: "image-storage" | "social_images";
                        path: string;
                    }[];
                    /** Format: date-time */
                    scheduled_at?: string;
                };
            };
        };
        responses: {
            /** @description The post */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        account_id: string;
                        account_name: string;
                        attempts: number;
                        /** Format: uuid */
                        batch_id: string;
                        content: string;
                        content_type: string;
                        created_at: string;
                        error: string | null;
                        /** Format: uuid */
                        id: string;
                        images: {
                            alt?: string;
                            /** @enum {string} */
                            bucket: "image-storage" | "social_images";
                            path: string;
                            url: string;
                        }[];
                        platform: string;
                        post_url: string | null;
                        published_at: string | null;
                        scheduled_at: string;
                        /** @enum {string} */
                        status: "scheduled" | "publishing" | "published" | "failed" | "missed";
                        updated_at: string;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Already being published or sent */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
        };
    };
    postScheduledPostsByIdRetry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post, scheduled again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        account_id: string;
                        account_name: string;
                        attempts: number;
                        /** Format: uuid */
                        batch_id: string;
                        content: string;
                        content_type: string;
                        created_at: string;
                        error: string | null;
                        /** Format: uuid */
                        id: string;
                        images: {
                            alt?: string;
                            /** @enum {string} */
                            bucket: "image-storage" | "social_images";
                            path: string;
                            url: string;
                        }[];
                        platform: string;
                        post_url: string | null;
                        published_at: string | null;
                        scheduled_at: string;
                        /** @enum {string} */
                        status: "scheduled" | "publishing" | "published" | "failed" | "missed";
                        updated_at: string;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Already being published or sent */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
        };
    };
    getStorageQuota: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workspace's use and quota */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        by_category: {
                            documents: number;
                            images: number;
                            uploads: number;
                        };
                        override_bytes: number | null;
                        quota_bytes: number;
                        used_bytes: number;
                        /** Format: uuid */
                        workspace_id: string;
                        /** @enum {string} */
                        workspace_kind: "personal" | "team";
                        workspace_name: string;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getStorageQuotaSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        default_quota_bytes: number;
                        local_models_budget_bytes: number;
                        local_models_used_bytes: number;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description A field the route does not take */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    putStorageQuotaSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    default_quota_bytes?: number;
                    local_models_budget_bytes?: number;
                };
            };
        };
        responses: {
            /** @description The settings now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        default_quota_bytes: number;
                        local_models_budget_bytes: number;
                        local_models_used_bytes: number;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description A field the route does not take */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getStorageQuotaWorkspaces: {
        parameters: {
            query?: {
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workspaces */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "personal" | "team";
                            name: string;
                            override_bytes: number | null;
                            owner_email: string | null;
                            quota_bytes: number;
                            used_bytes: number;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description A field the route does not take */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    putStorageQuotaWorkspacesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quota_bytes: number | null;
                };
            };
        };
        responses: {
            /** @description The workspace's use and quota now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        by_category: {
                            documents: number;
                            images: number;
                            uploads: number;
                        };
                        override_bytes: number | null;
                        quota_bytes: number;
                        used_bytes: number;
                        /** Format: uuid */
                        workspace_id: string;
                        /** @enum {string} */
                        workspace_kind: "personal" | "team";
                        workspace_name: string;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description A field the route does not take */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getStorageByBucketByOwnerByFile: {
        parameters: {
            query?: {
                /** @description Signed links: expiry, in Unix seconds */
                exp?: string;
                /** @description Signed links: base64url HMAC-SHA256 of bucket, key and expiry */
                sig?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The bucket
                 * @example social_images
                 */
                bucket: "image-storage" | "social_images" | "documents";
                /**
                 * @description The object's file name (the key's last segment)
                 * @example 1735000000000-0a1b2c3d4e5f6a7b.png
                 */
                file: string;
                /** @description The owner's user id (the first segment of every object key) */
                owner: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with its stored Content-Type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description Missing, not yours, or the signature is invalid or expired */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getUploads: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of uploaded images */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            height: number | null;
                            /** Format: uuid */
                            id: string;
                            image_path: string;
                            image_url: string;
                            mime_type: string | null;
                            model: string | null;
                            prompt: string | null;
                            size_bytes: number | null;
                            tags: string[];
                            url: string;
                            /** Format: uuid */
                            user_id: string | null;
                            width: number | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postUploads: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description One or more PNG, JPEG, WebP or GIF images (10 MB each) */
                    files?: string[];
                };
            };
        };
        responses: {
            /** @description The stored images */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            height: number | null;
                            /** Format: uuid */
                            id: string;
                            image_path: string;
                            image_url: string;
                            mime_type: string | null;
                            model: string | null;
                            prompt: string | null;
                            size_bytes: number | null;
                            tags: string[];
                            url: string;
                            /** Format: uuid */
                            user_id: string | null;
                            width: number | null;
                        }[];
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description A file is larger than 10 MB, or the workspace's storage quota is reached (storage_quota_exceeded) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description A file is not PNG, JPEG, WebP or GIF */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description A file has too many pixels or is not a valid image */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getUploadsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        height: number | null;
                        /** Format: uuid */
                        id: string;
                        image_path: string;
                        image_url: string;
                        mime_type: string | null;
                        model: string | null;
                        prompt: string | null;
                        size_bytes: number | null;
                        tags: string[];
                        url: string;
                        /** Format: uuid */
                        user_id: string | null;
                        width: number | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    deleteUploadsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        storage_error?: string;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getUsage: {
        parameters: {
            query?: {
                days?: number;
                user_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The usage report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        by_day: {
                            calls: number;
                            cost: number | null;
                            day: string;
                            errors: number;
                            median_latency_ms: number | null;
                            tokens_in: number;
                            tokens_out: number;
                        }[];
                        by_model: {
                            calls: number;
                            cost: number | null;
                            errors: number;
                            median_latency_ms: number | null;
                            model: string;
                            priced: boolean;
                            provider: string;
                            tokens_in: number;
                            tokens_out: number;
                        }[];
                        days: number;
                        from: string;
                        to: string;
                        totals: {
                            calls: number;
                            cost: number | null;
                            errors: number;
                            median_latency_ms: number | null;
                            tokens_in: number;
                            tokens_out: number;
                        };
                        user_id: string | null;
                        users: {
                            email: string;
                            id: string;
                        }[];
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getUsagePrices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The prices, by provider then model */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            input_per_million: number;
                            model: string;
                            output_per_million: number;
                            provider: string;
                            updated_at: string;
                        }[];
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    putUsagePrices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    input_per_million: number | null;
                    model: string;
                    output_per_million: number | null;
                    provider: string;
                };
            };
        };
        responses: {
            /** @description All prices, with the new one */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            input_per_million: number;
                            model: string;
                            output_per_million: number;
                            provider: string;
                            updated_at: string;
                        }[];
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description A field the route does not take */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    putVisualsAlt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    alt: string;
                    /** @enum {string} */
                    bucket: "image-storage" | "social_images";
                    path: string;
                };
            };
        };
        responses: {
            /** @description The alt text, kept with the image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        alt: string;
                        /** @enum {string} */
                        bucket: "image-storage" | "social_images";
                        path: string;
                        /** @enum {string} */
                        source: "vision" | "builtin" | "user";
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postVisualsAltDescribe: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    bucket: "image-storage" | "social_images";
                    path: string;
                    prompt?: string;
                };
            };
        };
        responses: {
            /** @description The alt text, kept with the image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        alt: string;
                        /** @enum {string} */
                        bucket: "image-storage" | "social_images";
                        path: string;
                        /** @enum {string} */
                        source: "vision" | "builtin" | "user";
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getVisualsBrandKitsByBrandId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The brand kit */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        background_color: string;
                        /** Format: uuid */
                        brand_id: string;
                        /** @enum {string} */
                        font: "inter";
                        logo_path: string | null;
                        logo_url: string | null;
                        primary_color: string;
                        secondary_color: string;
                        updated_at: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    putVisualsBrandKitsByBrandId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    background_color: string;
                    /**
                     * @default inter
                     * @enum {string}
                     */
                    font?: "inter";
                    /** @default null */
                    logo_path?: string | null;
                    primary_color: string;
                    secondary_color: string;
                };
            };
        };
        responses: {
            /** @description The brand kit */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        background_color: string;
                        /** Format: uuid */
                        brand_id: string;
                        /** @enum {string} */
                        font: "inter";
                        logo_path: string | null;
                        logo_url: string | null;
                        primary_color: string;
                        secondary_color: string;
                        updated_at: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postVisualsGraphics: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    aspectRatio?: "1:1" | "4:5" | "1.91:1" | "9:16";
                    /** Format: uuid */
                    brandId?: string;
                    /** @enum {string} */
                    kind: "quote" | "carousel";
                    text: string;
                };
            };
        };
        responses: {
            /** @description The stored images (and PDF) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        images: {
                            alt: string;
                            /** @enum {string} */
                            bucket: "image-storage";
                            /** Format: uuid */
                            id: string;
                            path: string;
                            url: string;
                        }[];
                        pdf: {
                            /** Format: uuid */
                            id: string;
                            pages: number;
                            url: string;
                        } | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getVisualsMatches: {
        parameters: {
            query: {
                limit?: number;
                text: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The best matches, best first; images sharing no word with the text are left out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            alt: string | null;
                            /** @enum {string} */
                            bucket: "image-storage" | "social_images";
                            /** Format: uuid */
                            id: string;
                            path: string;
                            prompt: string | null;
                            score: number;
                            url: string;
                        }[];
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getWorkspaces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's workspaces */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "personal" | "team";
                            member_count: number;
                            name: string;
                            /** @enum {string} */
                            role: "viewer" | "writer" | "publisher" | "admin" | "owner";
                        }[];
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postWorkspaces: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description The new workspace */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        kind: "personal" | "team";
                        member_count: number;
                        name: string;
                        /** @enum {string} */
                        role: "viewer" | "writer" | "publisher" | "admin" | "owner";
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    deleteWorkspacesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    patchWorkspacesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description The renamed workspace */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        kind: "personal" | "team";
                        member_count: number;
                        name: string;
                        /** @enum {string} */
                        role: "viewer" | "writer" | "publisher" | "admin" | "owner";
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getWorkspacesByIdApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            expires_at: string | null;
                            hint: string;
                            /** Format: uuid */
                            id: string;
                            last_used_at: string | null;
                            last_used_ip: string | null;
                            name: string;
                            revoked_at: string | null;
                            scopes: ("read" | "write" | "publish")[];
                            user_email: string;
                            /** Format: uuid */
                            user_id: string;
                        }[];
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role may not do this, or the caller is an API key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postWorkspacesByIdApiKeys: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    expires_at?: string | null;
                    name: string;
                    scopes: ("read" | "write" | "publish")[];
                };
            };
        };
        responses: {
            /** @description The new key, with the key itself (shown once) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        expires_at: string | null;
                        hint: string;
                        /** Format: uuid */
                        id: string;
                        key: string;
                        last_used_at: string | null;
                        last_used_ip: string | null;
                        name: string;
                        revoked_at: string | null;
                        scopes: ("read" | "write" | "publish")[];
                        user_email: string;
                        /** Format: uuid */
                        user_id: string;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role may not do this, or the caller is an API key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    deleteWorkspacesByIdApiKeysByKeyId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                key_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role may not do this, or the caller is an API key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getWorkspacesByIdInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pending invitations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            email: string | null;
                            expired: boolean;
                            expires_at: string;
                            /** Format: uuid */
                            id: string;
                            invited_by: string | null;
                            /** @enum {string} */
                            role: "viewer" | "writer" | "publisher" | "admin";
                        }[];
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postWorkspacesByIdInvitations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email?: string;
                    /** @enum {string} */
                    role: "viewer" | "writer" | "publisher" | "admin";
                };
            };
        };
        responses: {
            /** @description The invitation and its link */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        email: string | null;
                        expired: boolean;
                        expires_at: string;
                        /** Format: uuid */
                        id: string;
                        invited_by: string | null;
                        link: string;
                        /** @enum {string} */
                        role: "viewer" | "writer" | "publisher" | "admin";
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Already a member */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    deleteWorkspacesByIdInvitationsByInvitationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                invitation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postWorkspacesByIdInvitationsByInvitationIdResend: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                invitation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation and its new link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        email: string | null;
                        expired: boolean;
                        expires_at: string;
                        /** Format: uuid */
                        id: string;
                        invited_by: string | null;
                        link: string;
                        /** @enum {string} */
                        role: "viewer" | "writer" | "publisher" | "admin";
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postWorkspacesByIdLeave: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Left */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The owner must transfer ownership first */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getWorkspacesByIdMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The members */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                            joined_at: string;
                            /** @enum {string} */
                            role: "viewer" | "writer" | "publisher" | "admin" | "owner";
                            /** Format: uuid */
                            user_id: string;
                        }[];
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    deleteWorkspacesByIdMembersByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    patchWorkspacesByIdMembersByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "viewer" | "writer" | "publisher" | "admin";
                };
            };
        };
        responses: {
            /** @description The member with the new role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        joined_at: string;
                        /** @enum {string} */
                        role: "viewer" | "writer" | "publisher" | "admin" | "owner";
                        /** Format: uuid */
                        user_id: string;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postWorkspacesByIdTransfer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    user_id: string;
                };
            };
        };
        responses: {
            /** @description The members after the transfer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                            joined_at: string;
                            /** @enum {string} */
                            role: "viewer" | "writer" | "publisher" | "admin" | "owner";
                            /** Format: uuid */
                            user_id: string;
                        }[];
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role may not do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getWorkspacesByIdWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoints */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            consecutive_failures: number;
                            created_at: string;
                            /** Format: uuid */
                            created_by: string | null;
                            description: string;
                            disabled_at: string | null;
                            disabled_reason: string | null;
                            enabled: boolean;
                            event_types: ("post.published" | "post.failed" | "generation.finished" | "draft.approved" | "draft.commented")[];
                            /** Format: uuid */
                            id: string;
                            updated_at: string;
                            url: string;
                        }[];
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role may not manage webhooks */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postWorkspacesByIdWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    description?: string;
                    event_types: ("post.published" | "post.failed" | "generation.finished" | "draft.approved" | "draft.commented")[];
                    /** Format: uri */
                    url: string;
                };
            };
        };
        responses: {
            /** @description The endpoint and its secret */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        consecutive_failures: number;
                        created_at: string;
                        /** Format: uuid */
                        created_by: string | null;
                        description: string;
                        disabled_at: string | null;
                        disabled_reason: string | null;
                        enabled: boolean;
                        event_types: ("post.published" | "post.failed" | "generation.finished" | "draft.approved" | "draft.commented")[];
                        /** Format: uuid */
                        id: string;
                        secret: string;
                        updated_at: string;
                        url: string;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role may not manage webhooks */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    deleteWorkspacesByIdWebhooksByEndpointId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpoint_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role may not manage webhooks */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    patchWorkspacesByIdWebhooksByEndpointId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpoint_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    enabled?: boolean;
                    event_types?: ("post.published" | "post.failed" | "generation.finished" | "draft.approved" | "draft.commented")[];
                    /** Format: uri */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description The endpoint */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        consecutive_failures: number;
                        created_at: string;
                        /** Format: uuid */
                        created_by: string | null;
                        description: string;
                        disabled_at: string | null;
                        disabled_reason: string | null;
                        enabled: boolean;
                        event_types: ("post.published" | "post.failed" | "generation.finished" | "draft.approved" | "draft.commented")[];
                        /** Format: uuid */
                        id: string;
                        updated_at: string;
                        url: string;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role may not manage webhooks */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getWorkspacesByIdWebhooksByEndpointIdDeliveries: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                endpoint_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deliveries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attempts: number;
                            created_at: string;
                            delivered_at: string | null;
                            /** Format: uuid */
                            endpoint_id: string;
                            event_id: string;
                            event_type: string;
                            /** Format: uuid */
                            id: string;
                            next_attempt_at: string | null;
                            payload: {
                                [key: string]: (string | null) | number | boolean | {
                                    [key: string]: unknown;
                                } | unknown[];
                            };
                            response_body: string | null;
                            response_status: number | null;
                            /** @enum {string} */
                            status: "pending" | "sending" | "retrying" | "delivered" | "failed";
                            updated_at: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role may not manage webhooks */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postWorkspacesByIdWebhooksByEndpointIdDeliveriesByDeliveryIdRedeliver: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path: {
                delivery_id: string;
                endpoint_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery, waiting for its attempt */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempts: number;
                        created_at: string;
                        delivered_at: string | null;
                        /** Format: uuid */
                        endpoint_id: string;
                        event_id: string;
                        event_type: string;
                        /** Format: uuid */
                        id: string;
                        next_attempt_at: string | null;
                        payload: {
                            [key: string]: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                        };
                        response_body: string | null;
                        response_status: number | null;
                        /** @enum {string} */
                        status: "pending" | "sending" | "retrying" | "delivered" | "failed";
                        updated_at: string;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role may not manage webhooks */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Still being sent or retried, or the endpoint is disabled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description This server runs no job queue */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postWorkspacesByIdWebhooksByEndpointIdRotateSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path: {
                endpoint_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint and its new secret */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        consecutive_failures: number;
                        created_at: string;
                        /** Format: uuid */
                        created_by: string | null;
                        description: string;
                        disabled_at: string | null;
                        disabled_reason: string | null;
                        enabled: boolean;
                        event_types: ("post.published" | "post.failed" | "generation.finished" | "draft.approved" | "draft.commented")[];
                        /** Format: uuid */
                        id: string;
                        secret: string;
                        updated_at: string;
                        url: string;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role may not manage webhooks */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    postWorkspacesByIdWebhooksByEndpointIdTest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours answers the first answer again (Idempotent-Replayed: true); the same key with another body is a 422; while the first is still running, a retry waits for it or gets 409 with Retry-After. */
                "Idempotency-Key"?: string;
            };
            path: {
                endpoint_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The queued delivery */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempts: number;
                        created_at: string;
                        delivered_at: string | null;
                        /** Format: uuid */
                        endpoint_id: string;
                        event_id: string;
                        event_type: string;
                        /** Format: uuid */
                        id: string;
                        next_attempt_at: string | null;
                        payload: {
                            [key: string]: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                        };
                        response_body: string | null;
                        response_status: number | null;
                        /** @enum {string} */
                        status: "pending" | "sending" | "retrying" | "delivered" | "failed";
                        updated_at: string;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role may not manage webhooks */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description This server runs no job queue */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    getWorkspacesCurrentBrand: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current brand */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        brand_id: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
    putWorkspacesCurrentBrand: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    brand_id: string | null;
                };
            };
        };
        responses: {
            /** @description The current brand */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        brand_id: string | null;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description The caller's role in the workspace may not do this (the message names the role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
            /** @description Not found: the workspace is not the caller's, or the row is not the workspace's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description Any JSON value */
                            details?: (string | null) | number | boolean | {
                                [key: string]: unknown;
                            } | unknown[];
                            message: string;
                            request_id?: string;
                        };
                    };
                };
            };
        };
    };
}
