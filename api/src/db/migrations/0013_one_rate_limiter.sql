-- Issue 14 §2: one limiter counts every rate limit, failed sign-ins included. The failures still in
-- their 15-minute window move under the scopes sign-in now counts them by (`sign-in-account:` and
-- `sign-in:`), so no account or address gets its tries back with the deployment.
insert into rate_limit_hits (scope, hit_at)
select case
         when scope like 'account:%' then 'sign-in-account:' || substr(scope, length('account:') + 1)
         else 'sign-in:' || substr(scope, length('address:') + 1)
       end,
       failed_at
  from sign_in_failures
 where failed_at > now() - interval '15 minutes';

drop table sign_in_failures;
