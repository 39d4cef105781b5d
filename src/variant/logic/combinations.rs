//! k-subsets of 0..n in lexicographic order, stopping at the first that
//! yields a value.

pub(super) fn first_combination<T>(
    n: usize,
    k: usize,
    found: &mut dyn FnMut(&[usize]) -> Option<T>,
) -> Option<T> {
    fn walk<T>(
        start: usize,
        n: usize,
        k: usize,
        tuple: &mut Vec<usize>,
        found: &mut dyn FnMut(&[usize]) -> Option<T>,
    ) -> Option<T> {
        if tuple.len() == k {
            return found(tuple);
        }
        for i in start..n {
            if n - i < k - tuple.len() {
                break;
            }
            tuple.push(i);
            if let Some(t) = walk(i + 1, n, k, tuple, found) {
                return Some(t);
            }
            tuple.pop();
        }
        None
    }
    if k == 0 || k > n {
        return None;
    }
    walk(0, n, k, &mut Vec::with_capacity(k), found)
}

#[cfg(test)]
mod tests {
    use super::first_combination;

    #[test]
    fn visits_every_subset_once_in_order() {
        let mut seen = Vec::new();
        let none: Option<()> = first_combination(4, 2, &mut |t: &[usize]| {
            seen.push(t.to_vec());
            None
        });
        assert!(none.is_none());
        assert_eq!(
            seen,
            vec![
                vec![0, 1],
                vec![0, 2],
                vec![0, 3],
                vec![1, 2],
                vec![1, 3],
                vec![2, 3]
            ]
        );
    }
}
