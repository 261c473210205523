import { UsersPage } from "@/web/features/instance-admin/components/users-page";

/** /admin/users: the server's users, for its admins (issue 25); beside the admin's models and usage pages. */
export default function AdminUsersRoute() {
  return <UsersPage />;
}
