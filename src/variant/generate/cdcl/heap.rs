//! The variables by activity, most active on top (VSIDS): a binary heap
//! that knows where each variable sits, so a bump moves it up in place.

pub(super) struct ActivityHeap {
    heap: Vec<u32>,
    /// Per variable: its index in `heap`, or `ABSENT`.
    position: Vec<u32>,
}

const ABSENT: u32 = u32::MAX;

impl ActivityHeap {
    pub(super) fn new(vars: usize) -> ActivityHeap {
        ActivityHeap {
            heap: Vec::with_capacity(vars),
            position: vec![ABSENT; vars],
        }
    }

    pub(super) fn contains(&self, var: u32) -> bool {
        self.position[var as usize] != ABSENT
    }

    pub(super) fn insert(&mut self, var: u32, activity: &[f64]) {
        if self.contains(var) {
            return;
        }
        self.position[var as usize] = self.heap.len() as u32;
        self.heap.push(var);
        self.up(self.heap.len() - 1, activity);
    }

    /// Called after `var`'s activity grew.
    pub(super) fn increased(&mut self, var: u32, activity: &[f64]) {
        if let Some(&at) = self.position.get(var as usize).filter(|&&p| p != ABSENT) {
            self.up(at as usize, activity);
        }
    }

    pub(super) fn pop(&mut self, activity: &[f64]) -> Option<u32> {
        let top = *self.heap.first()?;
        let last = self.heap.pop().expect("not empty");
        self.position[top as usize] = ABSENT;
        if !self.heap.is_empty() {
            self.heap[0] = last;
            self.position[last as usize] = 0;
            self.down(0, activity);
        }
        Some(top)
    }

    fn up(&mut self, mut at: usize, activity: &[f64]) {
        let var = self.heap[at];
        while at > 0 {
            let parent = (at - 1) / 2;
            if activity[self.heap[parent] as usize] >= activity[var as usize] {
                break;
            }
            self.heap[at] = self.heap[parent];
            self.position[self.heap[at] as usize] = at as u32;
            at = parent;
        }
        self.heap[at] = var;
        self.position[var as usize] = at as u32;
    }

    fn down(&mut self, mut at: usize, activity: &[f64]) {
        let var = self.heap[at];
        loop {
            let left = 2 * at + 1;
            if left >= self.heap.len() {
                break;
            }
            let right = left + 1;
            let child = if right < self.heap.len()
                && activity[self.heap[right] as usize] > activity[self.heap[left] as usize]
            {
                right
            } else {
                left
            };
            if activity[self.heap[child] as usize] <= activity[var as usize] {
                break;
            }
            self.heap[at] = self.heap[child];
            self.position[self.heap[at] as usize] = at as u32;
            at = child;
        }
        self.heap[at] = var;
        self.position[var as usize] = at as u32;
    }
}
